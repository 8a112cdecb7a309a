import { useQuery } from '@apollo/client/react';
import type { SxProps, Theme } from '@mui/material/styles';
import { AppSettingsDocument } from '../gql/graphql';
import { MaintenanceNotice } from './MaintenanceNotice';

/** The maintenance notice in the signed-in layouts: Apollo's answer, refreshed when /admin saves it. */
export function MaintenanceBanner({ sx }: { sx?: SxProps<Theme> }) {
  const { data } = useQuery(AppSettingsDocument);
  return <MaintenanceNotice text={data?.appSettings.maintenanceBanner} sx={sx} />;
}
