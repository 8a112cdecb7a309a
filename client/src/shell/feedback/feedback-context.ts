import { createContext, useContext, useEffect } from 'react';
import { preloadFeedbackOutlets } from './load-outlets';

/** How long the snackbar and the alert stay open. */
export const snackbarMs = 5850;
export const alertMs = 8500;

export type Severity = 'success' | 'info' | 'warning' | 'error';

export type ConfirmOptions = {
  title: string;
  message: string;
  /** Defaults to "Continuar". */
  confirmText?: string;
  /** Defaults to "Cancelar". */
  cancelText?: string;
};

/** A page the snackbar offers to open (a react-router navigation, so the shell needs no router). */
export type SnackbarLink = { label: string; href: string; open: () => void };

export type AlertOptions = { message: string; title?: string; severity?: Severity };

export type FeedbackApi = {
  /** Bottom snackbar, 5850 ms: green with a check for success, red with an error icon; `link` after the message. */
  notify: (message: string, severity?: 'success' | 'error', link?: SnackbarLink) => void;
  /** Alert at the top of the page, 8500 ms. */
  alert: (options: AlertOptions) => void;
  /** Loading dialog "Espere un momento..."; calls nest, the dialog closes with the last hide. */
  showLoading: () => void;
  hideLoading: () => void;
  /** Resolves true when the user confirms, false when they cancel or close. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
};

export const FeedbackContext = createContext<FeedbackApi | null>(null);

function useFeedback(): FeedbackApi {
  const api = useContext(FeedbackContext);
  // A page that can show feedback fetches its components at the visitor's first interaction, so
  // the first message shows at once (load-outlets.ts).
  useEffect(preloadFeedbackOutlets, []);
  if (!api) throw new Error('Feedback hooks must be used inside <FeedbackProvider>');
  return api;
}

/** `const snackbar = useSnackbar(); snackbar.success(t\`Guardado\`)` */
export function useSnackbar() {
  const { notify } = useFeedback();
  return {
    success: (message: string, link?: SnackbarLink) => notify(message, 'success', link),
    error: (message: string) => notify(message, 'error'),
  };
}

/** `const showAlert = useAlert(); showAlert({ title, message, severity: 'warning' })` */
export function useAlert(): FeedbackApi['alert'] {
  return useFeedback().alert;
}

/** `const loading = useLoading(); await loading.during(promise)` */
export function useLoading() {
  const { showLoading, hideLoading } = useFeedback();
  return {
    show: showLoading,
    hide: hideLoading,
    during: async <T>(work: Promise<T>): Promise<T> => {
      showLoading();
      try {
        return await work;
      } finally {
        hideLoading();
      }
    },
  };
}

/** `const confirm = useConfirm(); if (await confirm({ title, message })) …` */
export function useConfirm(): FeedbackApi['confirm'] {
  return useFeedback().confirm;
}
