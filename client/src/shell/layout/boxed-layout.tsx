import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * The width of the box layout: 1280 px at most, and always narrower than the window by a visible
 * margin on each side from a tablet up, so choosing it shows on a 1280 px screen and smaller ones
 * too. On a phone there is no room for margins: the box takes the whole width.
 */
export const boxedMaxWidth = {
  xs: '100%',
  sm: 'calc(100% - 32px)',
  md: 'min(1280px, calc(100% - 64px))',
} as const;

/** The page around the box: a darker backdrop than the box, so its edges show. */
export function BoxedBackdrop() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        // Above CssBaseline's body rule.
        'html body': {
          backgroundColor: theme.palette.mode === 'dark' ? theme.palette.common.black : theme.palette.grey[300],
        },
      })}
    />
  );
}
