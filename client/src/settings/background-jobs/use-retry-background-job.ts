import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { serverErrorMessage } from '../../api/graphql-errors';
import { RetryBackgroundJobDocument } from '../../gql/graphql';
import { useSnackbar } from '../../shell/feedback/feedback-context';

/**
 * "Reintentar" of a failed job: runs it again and says so in the snackbar (the server's message
 * when it could not, such as a job another admin retried first); `retrying` is the job on its way.
 */
export function useRetryBackgroundJob(onDone: () => void) {
  const { t } = useLingui();
  const snackbar = useSnackbar();
  const [retryJob] = useMutation(RetryBackgroundJobDocument);
  const [retrying, setRetrying] = useState<string | null>(null);
  const retry = async (id: string) => {
    setRetrying(id);
    try {
      await retryJob({ variables: { id } });
      snackbar.success(t`La tarea se ejecutará de nuevo en unos segundos.`);
    } catch (error) {
      snackbar.error(serverErrorMessage(error));
    } finally {
      setRetrying(null);
      onDone();
    }
  };
  return { retry, retrying };
}
