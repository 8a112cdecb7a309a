import { useQuery } from '@apollo/client/react';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { AppSettingsDocument } from '../gql/graphql';

// Its own chunk: a first visit to the public pages loads it only while a notice is set.
const MaintenanceAlert = lazy(async () => ({ default: (await import('./MaintenanceAlert')).MaintenanceAlert }));

/**
 * The lab's maintenance notice (set on /admin), shown at the top of every portal page while it is
 * set; nothing otherwise. It is the administrator's own text, shown as written.
 */
export function MaintenanceBanner({ sx }: { sx?: SxProps<Theme> }) {
  const { data } = useQuery(AppSettingsDocument);
  const banner = data?.appSettings.maintenanceBanner;
  if (!banner) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceAlert text={banner} sx={sx} />
    </Suspense>
  );
}
