import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';

// Its own chunk: a first visit to the public pages loads it only while a notice is set.
const MaintenanceAlert = lazy(async () => ({ default: (await import('./MaintenanceAlert')).MaintenanceAlert }));

/**
 * The lab's maintenance notice (set on /admin), shown at the top of every portal page while it is
 * set; nothing otherwise. It is the administrator's own text, shown as written. The signed-in
 * layouts read it through Apollo (MaintenanceBanner), the public pages through their own client
 * (PublicMaintenanceBanner).
 */
export function MaintenanceNotice({ text, sx }: { text: string | null | undefined; sx?: SxProps<Theme> }) {
  if (!text) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceAlert text={text} sx={sx} />
    </Suspense>
  );
}
