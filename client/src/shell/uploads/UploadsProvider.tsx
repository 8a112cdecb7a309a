import { useEffect, useRef, useState, type ReactNode } from 'react';
import { serverErrorMessage } from '../../api/graphql-errors';
import { useSnackbar } from '../feedback/feedback-context';
import { createUploadStore } from './upload-store';
import { UploadsContext, useUploadBatches } from './uploads-context';

/**
 * Keeps the uploads of the signed-in area above its pages, so they go on while the user moves
 * around; closing or reloading the tab while one runs asks first.
 */
export function UploadsProvider({ children }: { children: ReactNode }) {
  const snackbar = useSnackbar();
  const notify = useRef(snackbar);
  notify.current = snackbar;
  const [store] = useState(() =>
    createUploadStore(
      { success: (message) => notify.current.success(message), error: (message) => notify.current.error(message) },
      serverErrorMessage,
    ),
  );
  // Leaving the signed-in area (the session ended) stops what is left.
  useEffect(() => () => store.abandonAll(), [store]);
  return (
    <UploadsContext value={store}>
      <WarnBeforeUnload />
      {children}
    </UploadsContext>
  );
}

function WarnBeforeUnload() {
  const batches = useUploadBatches();
  const busy = batches.some((batch) => batch.saving || batch.items.some((item) => item.state === 'uploading'));
  useEffect(() => {
    if (!busy) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);
  return null;
}
