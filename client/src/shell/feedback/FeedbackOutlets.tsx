import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import { ConfirmDialog } from './ConfirmDialog';
import { alertMs, snackbarMs, type AlertOptions, type ConfirmOptions, type SnackbarLink } from './feedback-context';
import { LoadingDialog } from './LoadingDialog';

export type SnackbarState = {
  key: number;
  open: boolean;
  message: string;
  severity: 'success' | 'error';
  link?: SnackbarLink;
};
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
          {snackbar?.link && <SnackbarLinkButton link={snackbar.link} onOpened={onCloseSnackbar} />}
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

/** The snackbar's link: a real link (new tab, copy address), opened in the app by a plain click. */
function SnackbarLinkButton({ link, onOpened }: { link: SnackbarLink; onOpened: () => void }) {
  return (
    <Link
      href={link.href}
      color="inherit"
      sx={{ ml: 1, fontWeight: 500 }}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        link.open();
        onOpened();
      }}
    >
      {link.label}
    </Link>
  );
}
