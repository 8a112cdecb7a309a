import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';

/** The maintenance notice as a warning (loaded only while there is one: MaintenanceBanner). */
export function MaintenanceAlert({ text, sx }: { text: string; sx?: SxProps<Theme> }) {
  return (
    <Alert severity="warning" role="status" sx={{ whiteSpace: 'pre-line', ...sx }}>
      {text}
    </Alert>
  );
}
