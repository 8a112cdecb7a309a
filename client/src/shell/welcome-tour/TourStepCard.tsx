import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper, { type PopperProps } from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Ref, useEffect, useId, useMemo, useRef } from 'react';
import type { PresentStep } from './use-present-steps';
import { spotlightRect, useSpotlightRect } from './use-spotlight-rect';

type PopperInstance = PopperProps['popperRef'] extends Ref<infer I> | undefined ? I : never;

type Props = {
  step: PresentStep;
  number: number;
  total: number;
  /** Absent on the first step. */
  onBack?: () => void;
  /** Next step, or the end of the tour on the last one. */
  onNext: () => void;
  onSkip: () => void;
};

// The card stays in the window, not in the element's box: inside the modal (disablePortal) MUI
// would check the boundary of the element, and the sidebar's drawer would keep the card in it.
const modifiers: PopperProps['modifiers'] = [
  { name: 'offset', options: { offset: [0, 12] } },
  { name: 'flip', options: { altBoundary: false, padding: 8 } },
  { name: 'preventOverflow', options: { altBoundary: false, padding: 8, altAxis: true } },
];

/** One step: the element outlined over the dimmed page, and beside it the card that explains it. */
export function TourStepCard({ step, number, total, onBack, onNext, onSkip }: Props) {
  const { t, i18n } = useLingui();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const rect = useSpotlightRect(step.element);
  const popper = useRef<PopperInstance>(null);
  const mainButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const last = number === total;

  // Popper places the card by the outline (a sidebar taller than the window is cut to it).
  const anchor = useMemo(
    () => ({
      getBoundingClientRect: () => {
        const { top, left, width, height } = spotlightRect(step.element);
        return DOMRect.fromRect({ x: left, y: top, width, height });
      },
      contextElement: step.element,
    }),
    [step.element],
  );

  useEffect(() => {
    const box = step.element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) {
      step.element.scrollIntoView({ block: 'nearest', behavior: reducedMotion ? 'auto' : 'smooth' });
    }
  }, [step.element, reducedMotion]);

  // Each step moves the focus to its main button (Enter goes on; Tab reaches the others).
  useEffect(() => {
    mainButton.current?.focus();
  }, [number]);

  useEffect(() => {
    void popper.current?.update();
  }, [rect]);

  return (
    <>
      <Box
        data-testid="welcome-tour-spotlight"
        aria-hidden
        // Inline: the right-to-left styles must not mirror coordinates measured on the screen. Moved
        // by a transform, which the browser does not count as a layout shift: the outline follows its
        // element as the page scrolls to it, and the page is not said to jump.
        style={{
          top: 0,
          left: 0,
          transform: `translate(${rect.left}px, ${rect.top}px)`,
          width: rect.width,
          height: rect.height,
        }}
        sx={(theme) => ({
          position: 'fixed',
          borderRadius: 1,
          pointerEvents: 'none',
          outline: `3px solid ${theme.palette.primary.light}`,
          boxShadow: `0 0 0 200vmax ${alpha(theme.palette.common.black, 0.55)}`,
          transition: reducedMotion ? 'none' : theme.transitions.create('all', { duration: 200 }),
        })}
      />
      <Popper
        open
        anchorEl={anchor}
        placement="auto"
        disablePortal
        popperRef={popper}
        modifiers={modifiers}
        popperOptions={{ strategy: 'fixed' }}
        sx={{ zIndex: 1 }}
      >
        <Paper
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={textId}
          elevation={8}
          sx={{ p: 2, width: 340, maxWidth: 'calc(100vw - 16px)' }}
        >
          <Box aria-live="polite" aria-atomic>
            <Typography variant="caption" component="p" color="text.secondary">
              {t`Paso ${number} de ${total}`}
            </Typography>
            <Typography id={titleId} variant="h6" component="h2">
              {i18n._(step.title)}
            </Typography>
            <Typography id={textId} variant="body2" sx={{ mt: 0.5 }}>
              {i18n._(step.text)}
            </Typography>
          </Box>
          {/* Anterior and the main button stay together on one line, at the end; Omitir gives way above them. */}
          <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button color="inherit" size="small" onClick={onSkip} sx={{ whiteSpace: 'nowrap' }}>
              <Trans>Omitir recorrido</Trans>
            </Button>
            <Stack direction="row" spacing={1} sx={{ marginInlineStart: 'auto' }}>
              {onBack && (
                <Button size="small" onClick={onBack} sx={{ whiteSpace: 'nowrap' }}>
                  <Trans>Anterior</Trans>
                </Button>
              )}
              <Button ref={mainButton} variant="contained" size="small" onClick={onNext} sx={{ whiteSpace: 'nowrap' }}>
                {last ? <Trans>Terminar</Trans> : <Trans>Siguiente</Trans>}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      </Popper>
    </>
  );
}
