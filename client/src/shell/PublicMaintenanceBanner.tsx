import type { SxProps, Theme } from '@mui/material/styles';
import { usePublicQuery } from '../api/public-graphql';
import { AppSettingsDocument } from '../gql/graphql';
import { MaintenanceNotice } from './MaintenanceNotice';

/** The maintenance notice on the public pages, which do not load Apollo Client. */
export function PublicMaintenanceBanner({ sx }: { sx?: SxProps<Theme> }) {
  const { data } = usePublicQuery(AppSettingsDocument);
  return <MaintenanceNotice text={data?.appSettings.maintenanceBanner} sx={sx} />;
}
