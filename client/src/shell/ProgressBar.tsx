import { keyframes } from '@emotion/react';
import { styled } from '@mui/material/styles';

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin bar that says something is on its way, as MUI's indeterminate LinearProgress looks, in a
 * few lines of CSS: the page-loading bar shows on every first visit, whose entry carries it.
 * Give it an aria-label saying what is loading.
 */
export const ProgressBar = styled('div')(({ theme }) => ({
  position: 'relative',
  height: 4,
  overflow: 'hidden',
  backgroundColor: theme.palette.primary.light,
  '&::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    width: '40%',
    backgroundColor: theme.palette.primary.main,
    animation: `${sweep} 1.4s ease-in-out infinite`,
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '4s' },
  },
}));
