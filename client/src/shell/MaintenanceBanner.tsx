import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { AppSettingsDocument } from '../gql/graphql';

/**
 * The lab's maintenance notice (set on /admin), shown at the top of every portal page while it is
 * set; nothing otherwise. It is the administrator's own text, shown as written.
 */
export function MaintenanceBanner({ sx }: { sx?: SxProps<Theme> }) {
  const { data } = useQuery(AppSettingsDocument);
  const banner = data?.appSettings.maintenanceBanner;
  if (!banner) return null;
  return (
    <Alert severity="warning" role="status" sx={{ whiteSpace: 'pre-line', ...sx }}>
      {banner}
    </Alert>
  );
}
