import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { serverErrorMessage } from '../../api/graphql-errors';
import { DiscardStudyUploadDocument } from '../../gql/graphql';
import type { FileUploader, SaveWhenUploaded, UploadItem } from '../../shell/uploads/upload-store';
import { useUploadBatches, useUploadStore } from '../../shell/uploads/uploads-context';
import { UploadCancelledError, uploadStudyFile } from './upload-study-file';

export type { UploadItem };

export type StudyUploads = {
  items: UploadItem[];
  /** Ids of the uploaded files, in the order chosen. */
  fileIds: string[];
  uploading: boolean;
  /** Files that may be DICOM images are still going up: their patient is checked before saving. */
  dicomUploading: boolean;
  /** Starts uploading each file at once. */
  add: (files: File[]) => void;
  /** Cancels an upload in progress, or discards an uploaded file, and drops its row. */
  remove: (key: string) => Promise<void>;
  /** The uploaded files now belong to a saved study: the form starts empty again. */
  commit: () => void;
  /** The form is cancelled: uploads stop and the files uploaded are discarded. */
  discard: () => void;
  /** Saves once the uploads in progress end; the user may leave the page meanwhile. */
  saveWhenUploaded: (pending: SaveWhenUploaded) => void;
};

/** DICOM files carry .dcm, no extension at all (DICOM/S0001/I0001) or come inside a ZIP. */
const mayBeDicom = (file: File) => /\.(dcm|dicom|zip)$/i.test(file.name) || !file.name.includes('.');

/**
 * The files of a study form (`draftKey`: one per form, e.g. the new study or a study's edit),
 * uploaded before the study is saved. They live in the portal's upload store, not in the page:
 * leaving the page keeps them going, and coming back shows them again.
 */
export function useStudyUploads(
  draftKey: string,
  info: { title: string; href: string },
  onDiscardError?: (message: string) => void,
): StudyUploads {
  const client = useApolloClient();
  const store = useUploadStore();
  const batch = useUploadBatches().find((candidate) => candidate.draftKey === draftKey);
  const { title, href } = info;

  const uploader = useMemo<FileUploader>(
    () => ({
      upload: uploadStudyFile,
      discard: (fileId) => client.mutate({ mutation: DiscardStudyUploadDocument, variables: { fileId } }),
      isCancelled: (error) => error instanceof UploadCancelledError,
    }),
    [client],
  );

  const add = useCallback(
    (files: File[]) => store.add(draftKey, { title, href, uploader }, files),
    [store, draftKey, title, href, uploader],
  );
  const remove = useCallback(
    async (key: string) => {
      try {
        await store.remove(draftKey, key);
      } catch (error) {
        onDiscardError?.(serverErrorMessage(error));
      }
    },
    [store, draftKey, onDiscardError],
  );
  const commit = useCallback(() => store.forgetDraft(draftKey), [store, draftKey]);
  const discard = useCallback(() => store.discardDraft(draftKey), [store, draftKey]);
  const saveWhenUploaded = useCallback(
    (pending: SaveWhenUploaded) => store.saveWhenUploaded(draftKey, pending),
    [store, draftKey],
  );

  return useMemo(() => {
    const items = batch?.items ?? [];
    const fileIds = items.flatMap((item) => (item.state === 'uploaded' ? item.fileIds : []));
    const uploading = items.some((item) => item.state === 'uploading');
    const dicomUploading = items.some((item) => item.state === 'uploading' && mayBeDicom(item.file));
    return { items, fileIds, uploading, dicomUploading, add, remove, commit, discard, saveWhenUploaded };
  }, [batch, add, remove, commit, discard, saveWhenUploaded]);
}
