import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { ConfirmDialog } from './ConfirmDialog';
import { alertMs, snackbarMs, type AlertOptions, type ConfirmOptions } from './feedback-context';
import { LoadingDialog } from './LoadingDialog';

export type SnackbarState = { key: number; open: boolean; message: string; severity: 'success' | 'error' };
export type AlertState = AlertOptions & { key: number; open: boolean };
export type ConfirmState = { open: boolean; options: ConfirmOptions | null };

type Props = {
  snackbar: SnackbarState | null;
  alertState: AlertState | null;
  loading: boolean;
  confirmRequest: ConfirmState;
  onCloseSnackbar: () => void;
  onCloseAlert: () => void;
  onAnswer: (confirmed: boolean) => void;
};

/**
 * The snackbar, alert, loading dialog and confirmation prompt. Its own chunk: FeedbackProvider
 * loads it the first time a page asks for feedback, so public pages that never do skip it.
 */
export function FeedbackOutlets({
  snackbar,
  alertState,
  loading,
  confirmRequest,
  onCloseSnackbar,
  onCloseAlert,
  onAnswer,
}: Props) {
  return (
    <>
      <Snackbar
        key={snackbar?.key}
        open={snackbar?.open ?? false}
        autoHideDuration={snackbarMs}
        onClose={(_, reason) => reason !== 'clickaway' && onCloseSnackbar()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          variant="filled"
          severity={snackbar?.severity ?? 'success'}
          iconMapping={{ success: <CheckCircleOutlined />, error: <ErrorOutlined /> }}
          onClose={onCloseSnackbar}
          sx={{ minWidth: 280 }}
        >
          {snackbar?.message}
        </Alert>
      </Snackbar>
      <Snackbar
        key={`alert-${alertState?.key}`}
        open={alertState?.open ?? false}
        autoHideDuration={alertMs}
        onClose={(_, reason) => reason !== 'clickaway' && onCloseAlert()}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity={alertState?.severity ?? 'info'} onClose={onCloseAlert} sx={{ minWidth: 320, boxShadow: 3 }}>
          {alertState?.title && <AlertTitle>{alertState.title}</AlertTitle>}
          {alertState?.message}
        </Alert>
      </Snackbar>
      <LoadingDialog open={loading} />
      <ConfirmDialog open={confirmRequest.open} request={confirmRequest.options} onAnswer={onAnswer} />
    </>
  );
}
