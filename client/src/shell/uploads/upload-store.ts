/** A stored file's id, as the upload endpoint answers it. */
export type UploadedFile = { id: string };

/** How a feature sends its files: an upload with progress that can be aborted, and the discard of an unused one. */
export type FileUploader = {
  upload: (file: File, onProgress: (fraction: number) => void) => { promise: Promise<UploadedFile>; abort: () => void };
  /** Removes a stored file nothing will use. */
  discard: (fileId: string) => Promise<unknown>;
  /** Whether a rejection means the user cancelled (nothing to show). */
  isCancelled: (error: unknown) => boolean;
};

/** One chosen file: uploading with its progress, uploaded (with the stored file's id) or failed. */
export type UploadItem =
  | { key: string; file: File; state: 'uploading'; progress: number }
  | { key: string; file: File; state: 'uploaded'; fileId: string }
  | { key: string; file: File; state: 'failed'; error: string };

export type BatchOutcome = { ok: boolean; message: string };

/** The files of one form (a new study, a study being edited): they keep going up across pages. */
export type UploadBatch = {
  id: string;
  /** The form the files wait in, while nobody saved them; null once a save waits for them. */
  draftKey: string | null;
  /** What the files are for, as the indicator lists it. */
  title: string;
  /** The page of the form, to go back to files not saved yet. */
  href: string;
  items: UploadItem[];
  /** A save waits for the uploads in progress. */
  saving: boolean;
  outcome: BatchOutcome | null;
};

export type BatchMeta = { title: string; href: string; uploader: FileUploader };

export type SaveWhenUploaded = {
  /** What the indicator calls the files from now on (the form's title until then). */
  title?: string;
  /** Saves the uploaded files with what they belong to (the study). */
  save: (fileIds: string[]) => Promise<unknown>;
  success: string;
  /** The outcome when the save (or every upload) failed, from the reason. */
  failure: (reason: string) => string;
};

type Notify = { success: (message: string) => void; error: (message: string) => void };

/** How long a saved batch stays in the indicator (the alert's time). */
export const savedBatchShownMs = 8500;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The uploads of the signed-in user, outside any page: they go on while the user moves around the
 * portal, and a save waiting for them runs when they end. `notify` tells how a save went.
 */
export function createUploadStore(notify: Notify, reasonOf: (error: unknown) => string = errorText) {
  let batches: readonly UploadBatch[] = [];
  const listeners = new Set<() => void>();
  const meta = new Map<string, BatchMeta>();
  const inFlight = new Map<string, { abort: () => void }>();
  const pendingSaves = new Map<string, SaveWhenUploaded>();
  let nextId = 0;

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const setBatch = (id: string, change: (batch: UploadBatch) => UploadBatch) => {
    batches = batches.map((batch) => (batch.id === id ? change(batch) : batch));
    emit();
  };
  const setItem = (id: string, item: UploadItem) =>
    setBatch(id, (batch) => ({
      ...batch,
      items: batch.items.map((existing) => (existing.key === item.key ? item : existing)),
    }));
  const drop = (id: string) => {
    batches = batches.filter((batch) => batch.id !== id);
    meta.delete(id);
    pendingSaves.delete(id);
    emit();
  };
  const byId = (id: string) => batches.find((batch) => batch.id === id);
  const draftOf = (draftKey: string) => batches.find((batch) => batch.draftKey === draftKey);

  async function finish(id: string) {
    const batch = byId(id);
    const pending = pendingSaves.get(id);
    if (!batch || !pending || batch.items.some((item) => item.state === 'uploading')) return;
    pendingSaves.delete(id);
    const fileIds = batch.items.flatMap((item) => (item.state === 'uploaded' ? [item.fileId] : []));
    let outcome: BatchOutcome;
    if (fileIds.length === 0) {
      const failed = batch.items.find((item) => item.state === 'failed');
      outcome = { ok: false, message: pending.failure(failed?.state === 'failed' ? failed.error : '') };
    } else {
      try {
        await pending.save(fileIds);
        outcome = { ok: true, message: pending.success };
      } catch (error) {
        outcome = { ok: false, message: pending.failure(reasonOf(error)) };
      }
    }
    setBatch(id, (current) => ({ ...current, saving: false, outcome }));
    if (outcome.ok) {
      notify.success(outcome.message);
      setTimeout(() => drop(id), savedBatchShownMs);
    } else {
      notify.error(outcome.message);
    }
  }

  function startUpload(id: string, file: File): UploadItem {
    nextId += 1;
    const key = `upload-${nextId}`;
    const { uploader } = meta.get(id)!;
    const upload = uploader.upload(file, (progress) => setItem(id, { key, file, state: 'uploading', progress }));
    inFlight.set(key, upload);
    upload.promise
      .then(
        (stored) => setItem(id, { key, file, state: 'uploaded', fileId: stored.id }),
        (error: unknown) => {
          if (!uploader.isCancelled(error)) setItem(id, { key, file, state: 'failed', error: errorText(error) });
        },
      )
      .finally(() => {
        inFlight.delete(key);
        void finish(id);
      });
    return { key, file, state: 'uploading', progress: 0 };
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => batches,

    /** Starts uploading `files` into the draft `draftKey`, made with `info` when it does not exist. */
    add(draftKey: string, info: BatchMeta, files: File[]) {
      let batch = draftOf(draftKey);
      if (!batch) {
        nextId += 1;
        batch = {
          id: `batch-${nextId}`,
          draftKey,
          title: info.title,
          href: info.href,
          items: [],
          saving: false,
          outcome: null,
        };
        batches = [...batches, batch];
      }
      meta.set(batch.id, info);
      const id = batch.id;
      const started = files.map((file) => startUpload(id, file));
      setBatch(id, (current) => ({ ...current, items: [...current.items, ...started] }));
    },

    /** Cancels one upload in progress, or discards its uploaded file, and drops its row. */
    async remove(draftKey: string, itemKey: string) {
      const batch = draftOf(draftKey);
      if (!batch) return;
      inFlight.get(itemKey)?.abort();
      const item = batch.items.find((existing) => existing.key === itemKey);
      const remaining = batch.items.filter((existing) => existing.key !== itemKey);
      const info = meta.get(batch.id);
      if (remaining.length === 0) drop(batch.id);
      else setBatch(batch.id, (current) => ({ ...current, items: remaining }));
      if (item?.state === 'uploaded' && info) await info.uploader.discard(item.fileId);
    },

    /** Cancels the draft's uploads and discards its uploaded files (the form was cancelled). */
    discardDraft(draftKey: string) {
      const batch = draftOf(draftKey);
      if (!batch) return;
      const info = meta.get(batch.id);
      drop(batch.id);
      for (const item of batch.items) {
        inFlight.get(item.key)?.abort();
        if (item.state === 'uploaded') info?.uploader.discard(item.fileId).catch(() => undefined);
      }
    },

    /** The draft's files were saved with their study: they leave the store as they are. */
    forgetDraft(draftKey: string) {
      const batch = draftOf(draftKey);
      if (batch) drop(batch.id);
    },

    /**
     * Saves the draft once its uploads end (at once if none is going): the form may close and the
     * user move on; the indicator and the snackbar say how it went.
     */
    saveWhenUploaded(draftKey: string, pending: SaveWhenUploaded) {
      const batch = draftOf(draftKey);
      if (!batch) return;
      pendingSaves.set(batch.id, pending);
      // The form is free for new files from now on.
      setBatch(batch.id, (current) => ({
        ...current,
        draftKey: null,
        saving: true,
        title: pending.title ?? current.title,
      }));
      void finish(batch.id);
    },

    /** Takes a finished batch (saved or failed) out of the indicator. */
    dismiss(id: string) {
      const batch = byId(id);
      if (batch && !batch.saving && !batch.items.some((item) => item.state === 'uploading')) drop(id);
    },

    /** Whether leaving now would lose something: an upload going up or a save waiting. */
    busy: () => batches.some((batch) => batch.saving || batch.items.some((item) => item.state === 'uploading')),

    /** Signing out: every upload stops, and files nobody saved are discarded. */
    abandonAll() {
      for (const batch of batches) {
        const info = meta.get(batch.id);
        for (const item of batch.items) {
          inFlight.get(item.key)?.abort();
          if (item.state === 'uploaded' && (batch.draftKey !== null || batch.saving))
            info?.uploader.discard(item.fileId).catch(() => undefined);
        }
      }
      batches = [];
      meta.clear();
      pendingSaves.clear();
      emit();
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;
