import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { FeedbackContext, type ConfirmOptions, type FeedbackApi } from './feedback-context';
import type { AlertState, ConfirmState, SnackbarState } from './FeedbackOutlets';
import { loadFeedbackOutlets, type FeedbackOutletsComponent } from './load-outlets';

export { alertMs, snackbarMs } from './feedback-context';

type PendingConfirm = { options: ConfirmOptions; resolve: (confirmed: boolean) => void };

/**
 * Snackbar, alerts, loading dialog and confirmation prompt shared by every page. The state lives
 * here; the MUI components that show it are a separate chunk, loaded at the first request (or
 * earlier, at the visitor's first interaction on a page using the feedback hooks), so a page's
 * first load never downloads them.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [snackbar, setSnackbar] = useState<SnackbarState | null>(null);
  const [alertState, setAlertState] = useState<AlertState | null>(null);
  const [loadingCount, setLoadingCount] = useState(0);
  const [confirmRequest, setConfirmRequest] = useState<ConfirmState>({ open: false, options: null });
  const [Outlets, setOutlets] = useState<FeedbackOutletsComponent | null>(null);
  const pendingRef = useRef<PendingConfirm | null>(null);

  const requestOutlets = useCallback(() => {
    loadFeedbackOutlets().then(
      (component) => setOutlets(() => component),
      () => {
        // Offline: the next request tries again; the state is kept meanwhile.
      },
    );
  }, []);

  const notify = useCallback<FeedbackApi['notify']>(
    (message, severity = 'success', link) => {
      requestOutlets();
      setSnackbar({ key: Date.now(), open: true, message, severity, link });
    },
    [requestOutlets],
  );

  const alert = useCallback<FeedbackApi['alert']>(
    (options) => {
      requestOutlets();
      setAlertState({ severity: 'info', ...options, key: Date.now(), open: true });
    },
    [requestOutlets],
  );

  const showLoading = useCallback(() => {
    requestOutlets();
    setLoadingCount((count) => count + 1);
  }, [requestOutlets]);
  const hideLoading = useCallback(() => setLoadingCount((count) => Math.max(0, count - 1)), []);

  const confirm = useCallback<FeedbackApi['confirm']>(
    (options) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { options, resolve };
        pendingRef.current = next;
        requestOutlets();
        setConfirmRequest({ open: true, options });
      }),
    [requestOutlets],
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
      {Outlets && (
        <Outlets
          snackbar={snackbar}
          alertState={alertState}
          loading={loadingCount > 0}
          confirmRequest={confirmRequest}
          onCloseSnackbar={closeSnackbar}
          onCloseAlert={closeAlert}
          onAnswer={answer}
        />
      )}
    </FeedbackContext.Provider>
  );
}
