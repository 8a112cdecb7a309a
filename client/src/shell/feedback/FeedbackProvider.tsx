import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import {
  FeedbackContext,
  type AlertOptions,
  type ConfirmOptions,
  type FeedbackApi,
} from './feedback-context';
import { LoadingDialog } from './LoadingDialog';

export const snackbarMs = 5850;
export const alertMs = 8500;

type SnackbarState = { key: number; open: boolean; message: string; severity: 'success' | 'error' };
type AlertState = AlertOptions & { key: number; open: boolean };
type PendingConfirm = { options: ConfirmOptions; resolve: (confirmed: boolean) => void };

/** Snackbar, alerts, loading dialog and confirmation prompt shared by every page. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [snackbar, setSnackbar] = useState<SnackbarState | null>(null);
  const [alertState, setAlertState] = useState<AlertState | null>(null);
  const [loadingCount, setLoadingCount] = useState(0);
  const [confirmRequest, setConfirmRequest] = useState<{ open: boolean; options: ConfirmOptions | null }>({
    open: false,
    options: null,
  });
  const pendingRef = useRef<PendingConfirm | null>(null);

  const notify = useCallback<FeedbackApi['notify']>((message, severity = 'success') => {
    setSnackbar({ key: Date.now(), open: true, message, severity });
  }, []);

  const alert = useCallback<FeedbackApi['alert']>((options) => {
    setAlertState({ severity: 'info', ...options, key: Date.now(), open: true });
  }, []);

  const showLoading = useCallback(() => setLoadingCount((count) => count + 1), []);
  const hideLoading = useCallback(() => setLoadingCount((count) => Math.max(0, count - 1)), []);

  const confirm = useCallback<FeedbackApi['confirm']>(
    (options) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { options, resolve };
        pendingRef.current = next;
        setConfirmRequest({ open: true, options });
      }),
    [],
  );

  const closeSnackbar = () => setSnackbar((current) => current && { ...current, open: false });
  const closeAlert = () => setAlertState((current) => current && { ...current, open: false });

  const answer = (confirmed: boolean) => {
    pendingRef.current?.resolve(confirmed);
    pendingRef.current = null;
    setConfirmRequest((current) => ({ ...current, open: false }));
  };

  const api = useMemo(
    () => ({ notify, alert, showLoading, hideLoading, confirm }),
    [notify, alert, showLoading, hideLoading, confirm],
  );

  return (
    <FeedbackContext.Provider value={api}>
      {children}
      <Snackbar
        key={snackbar?.key}
        open={snackbar?.open ?? false}
        autoHideDuration={snackbarMs}
        onClose={(_, reason) => reason !== 'clickaway' && closeSnackbar()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          variant="filled"
          severity={snackbar?.severity ?? 'success'}
          iconMapping={{ success: <CheckCircleOutlined />, error: <ErrorOutlined /> }}
          onClose={closeSnackbar}
          sx={{ minWidth: 280 }}
        >
          {snackbar?.message}
        </Alert>
      </Snackbar>
      <Snackbar
        key={`alert-${alertState?.key}`}
        open={alertState?.open ?? false}
        autoHideDuration={alertMs}
        onClose={(_, reason) => reason !== 'clickaway' && closeAlert()}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert
          severity={alertState?.severity ?? 'info'}
          onClose={closeAlert}
          sx={{ minWidth: 320, boxShadow: 3 }}
        >
          {alertState?.title && <AlertTitle>{alertState.title}</AlertTitle>}
          {alertState?.message}
        </Alert>
      </Snackbar>
      <LoadingDialog open={loadingCount > 0} />
      <ConfirmDialog open={confirmRequest.open} request={confirmRequest.options} onAnswer={answer} />
    </FeedbackContext.Provider>
  );
}
