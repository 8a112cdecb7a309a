import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { serverErrorMessage } from '../../api/graphql-errors';
import { DiscardStudyUploadDocument } from '../../gql/graphql';
import { UploadCancelledError, uploadStudyFile, type StudyFileUpload } from './upload-study-file';

/** One chosen file: uploading with its progress, uploaded (with the stored file's id) or failed. */
export type UploadItem =
  | { key: string; file: File; state: 'uploading'; progress: number }
  | { key: string; file: File; state: 'uploaded'; fileId: string }
  | { key: string; file: File; state: 'failed'; error: string };

export type StudyUploads = {
  items: UploadItem[];
  /** Ids of the uploaded files, in the order chosen. */
  fileIds: string[];
  uploading: boolean;
  /** Starts uploading each file at once. */
  add: (files: File[]) => void;
  /** Cancels an upload in progress, or discards an uploaded file, and drops its row. */
  remove: (key: string) => Promise<void>;
  /** The uploaded files now belong to a saved study: they are no longer discarded on leaving. */
  commit: () => void;
};

/**
 * The files of a study being uploaded before it is saved. Leaving (unmounting) cancels the uploads
 * in progress and discards the uploaded files that were not saved with a study.
 */
export function useStudyUploads(onDiscardError?: (message: string) => void): StudyUploads {
  const client = useApolloClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const inFlight = useRef(new Map<string, StudyFileUpload>());
  const unsaved = useRef(new Map<string, string>());
  const nextKey = useRef(0);

  const update = useCallback((key: string, item: UploadItem) => {
    setItems((current) => current.map((existing) => (existing.key === key ? item : existing)));
  }, []);

  const discard = useCallback(
    (fileId: string) => client.mutate({ mutation: DiscardStudyUploadDocument, variables: { fileId } }),
    [client],
  );

  const add = useCallback(
    (files: File[]) => {
      const started = files.map((file) => {
        nextKey.current += 1;
        const key = `upload-${nextKey.current}`;
        const upload = uploadStudyFile(file, (progress) => update(key, { key, file, state: 'uploading', progress }));
        inFlight.current.set(key, upload);
        upload.promise
          .then(
            (staged) => {
              unsaved.current.set(key, staged.id);
              update(key, { key, file, state: 'uploaded', fileId: staged.id });
            },
            (error: unknown) => {
              if (error instanceof UploadCancelledError) return;
              update(key, {
                key,
                file,
                state: 'failed',
                error: error instanceof Error ? error.message : String(error),
              });
            },
          )
          .finally(() => inFlight.current.delete(key));
        return { key, file, state: 'uploading', progress: 0 } satisfies UploadItem;
      });
      setItems((current) => [...current, ...started]);
    },
    [update],
  );

  const remove = useCallback(
    async (key: string) => {
      inFlight.current.get(key)?.abort();
      setItems((current) => current.filter((item) => item.key !== key));
      const fileId = unsaved.current.get(key);
      if (!fileId) return;
      unsaved.current.delete(key);
      try {
        await discard(fileId);
      } catch (error) {
        onDiscardError?.(serverErrorMessage(error));
      }
    },
    [discard, onDiscardError],
  );

  const commit = useCallback(() => unsaved.current.clear(), []);

  useEffect(() => {
    const uploads = inFlight.current;
    const leftovers = unsaved.current;
    return () => {
      for (const upload of uploads.values()) upload.abort();
      // Files nobody will save; the server's sweep would remove them a day later anyway.
      for (const fileId of leftovers.values()) discard(fileId).catch(() => undefined);
      leftovers.clear();
    };
  }, [discard]);

  const uploading = items.some((item) => item.state === 'uploading');

  // While files are still going up, closing or reloading the tab asks first.
  useEffect(() => {
    if (!uploading) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [uploading]);

  return useMemo(() => {
    const fileIds = items.flatMap((item) => (item.state === 'uploaded' ? [item.fileId] : []));
    return { items, fileIds, uploading, add, remove, commit };
  }, [items, uploading, add, remove, commit]);
}
