import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ProgressBar } from './ProgressBar';
import { useHeartbeat } from './use-heartbeat';

export const scrollResetDelayMs = 200;

/** Wraps every route: session heartbeat, scroll reset after navigation, chunk loading bar. */
export function RootLayout() {
  useHeartbeat();
  const { pathname } = useLocation();

  useEffect(() => {
    const timer = setTimeout(() => window.scrollTo({ top: 0 }), scrollResetDelayMs);
    return () => clearTimeout(timer);
  }, [pathname]);

  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

export function PageLoading() {
  const { t } = useLingui();
  return (
    <ProgressBar
      role="progressbar"
      aria-label={t`Cargando`}
      sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: 2000 }}
    />
  );
}
