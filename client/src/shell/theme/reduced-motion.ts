import useMediaQuery from '@mui/material/useMediaQuery';

/** The system's "reduce motion" setting: then nothing in the portal moves (theme and page transitions). */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(reducedMotionQuery, { noSsr: true });
}
