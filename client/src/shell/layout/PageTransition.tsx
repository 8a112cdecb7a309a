import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide from '@mui/material/Slide';
import Zoom from '@mui/material/Zoom';
import { useTheme } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useRouteMatches } from '../route-matches';
import { usePrefersReducedMotion } from '../theme/reduced-motion';
import { useLayoutSettings, type PageTransition as Transition } from '../theme/layout-settings';

/**
 * Which page is shown: the path, less a trailing `:action` (/virtuallab/patients/5/edit opens a
 * dialog over /virtuallab/patients/5, the same page, which must neither move nor lose its state).
 * The query is left out too: a list's search or page changes nothing here.
 */
function usePageKey(): string {
  const { pathname } = useLocation();
  const action = useRouteMatches().at(-1)?.params.action;
  const segments = pathname.replace(/\/+$/, '').split('/');
  // The router's params are decoded; the path is not.
  if (action !== undefined && segments.at(-1) === encodeURIComponent(action)) segments.pop();
  return segments.join('/') || '/';
}

/**
 * The routed page, brought in with the transition chosen in the appearance menu each time
 * another page opens (usePageKey). Nothing moves when the system asks for reduced motion or
 * "Sin animación" is chosen.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { transition } = useLayoutSettings();
  const reducedMotion = usePrefersReducedMotion();
  const pageKey = usePageKey();
  const theme = useTheme();
  if (transition === 'none' || reducedMotion) return <>{children}</>;

  // A page coming in from the side is clipped to the content area, never scrolling the window.
  // `clip`, not `hidden`: sticky elements of the page keep working.
  const page = (
    <Box data-page-transition={transition} sx={transition === 'slideSide' ? { overflowX: 'clip' } : undefined}>
      {children}
    </Box>
  );
  return <Animated key={pageKey} transition={transition} rtl={theme.direction === 'rtl'} page={page} />;
}

function Animated({
  transition,
  rtl,
  page,
}: {
  transition: Exclude<Transition, 'none'>;
  rtl: boolean;
  page: ReactElement;
}) {
  switch (transition) {
    case 'fade':
      return (
        <Fade in appear>
          {page}
        </Fade>
      );
    case 'slideUp':
      return (
        <Slide in appear direction="up">
          {page}
        </Slide>
      );
    case 'slideSide':
      // From the end side of the reading direction: the right in Spanish, the left in Arabic.
      return (
        <Slide in appear direction={rtl ? 'right' : 'left'}>
          {page}
        </Slide>
      );
    case 'zoom':
      return (
        <Zoom in appear>
          {page}
        </Zoom>
      );
    case 'grow':
      return (
        <Grow in appear style={{ transformOrigin: 'top center' }}>
          {page}
        </Grow>
      );
    case 'collapse':
      return (
        <Collapse in appear>
          {page}
        </Collapse>
      );
  }
}
