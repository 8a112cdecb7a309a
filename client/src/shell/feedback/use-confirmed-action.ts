import { serverErrorMessage } from '../../api/graphql-errors';
import { useConfirm, useLoading, useSnackbar } from './feedback-context';

export type ConfirmedAction = {
  /** The confirmation's title and message (SPEC point 8: Continuar / Cancelar). */
  title: string;
  message: string;
  /** The change, run behind the loading dialog once the user confirms. */
  work: () => Promise<unknown>;
  /** The snackbar after it succeeded. */
  done: string;
};

/**
 * Asks for confirmation, then runs the change with the loading dialog and says how it went in
 * the snackbar (the server's message when it failed). Resolves true when the change was made.
 */
export function useConfirmedAction() {
  const confirm = useConfirm();
  const loading = useLoading();
  const snackbar = useSnackbar();
  return async ({ title, message, work, done }: ConfirmedAction): Promise<boolean> => {
    if (!(await confirm({ title, message }))) return false;
    try {
      await loading.during(work());
      snackbar.success(done);
      return true;
    } catch (error) {
      snackbar.error(serverErrorMessage(error));
      return false;
    }
  };
}
