/**
 * What an upload stored: the ids of its files (one, or each image of a ZIP of DICOM images), and
 * what the feature wants to remember of it (shown on its row).
 */
export type UploadedFile = { ids: string[]; detail?: unknown };

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
  | { key: string; file: File; state: 'uploaded'; fileIds: string[]; detail?: unknown }
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

const discardQuietly = (info: BatchMeta | undefined, fileIds: string[]) => {
  for (const fileId of fileIds) info?.uploader.discard(fileId).catch(() => undefined);
};

/**
 * Uploads going up at once; the others wait their turn. A CBCT folder is hundreds of files: all
 * at once would open hundreds of requests that the browser queues anyway, and a cancelled form
 * would have to abort them all.
 */
export const uploadsAtOnce = 4;

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
    const fileIds = batch.items.flatMap((item) => (item.state === 'uploaded' ? item.fileIds : []));
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

  /** Files waiting for a free place, in the order chosen. */
  const queue: { key: string; begin: () => void }[] = [];
  let running = 0;
  const pump = () => {
    while (running < uploadsAtOnce && queue.length > 0) {
      running += 1;
      queue.shift()!.begin();
    }
  };

  function startUpload(id: string, file: File): UploadItem {
    nextId += 1;
    const key = `upload-${nextId}`;
    const { uploader } = meta.get(id)!;
    const begin = () => {
      const upload = uploader.upload(file, (progress) => setItem(id, { key, file, state: 'uploading', progress }));
      inFlight.set(key, upload);
      upload.promise
        .then(
          (stored) => setItem(id, { key, file, state: 'uploaded', fileIds: stored.ids, detail: stored.detail }),
          (error: unknown) => {
            if (!uploader.isCancelled(error)) setItem(id, { key, file, state: 'failed', error: errorText(error) });
          },
        )
        .finally(() => {
          inFlight.delete(key);
          running -= 1;
          pump();
          void finish(id);
        });
    };
    // Until its turn, cancelling it only takes it out of the queue.
    inFlight.set(key, {
      abort: () => {
        const index = queue.findIndex((waiting) => waiting.key === key);
        if (index >= 0) queue.splice(index, 1);
        inFlight.delete(key);
      },
    });
    queue.push({ key, begin });
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
      pump();
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
      if (item?.state === 'uploaded' && info)
        await Promise.all(item.fileIds.map((fileId) => info.uploader.discard(fileId)));
    },

    /** Cancels the draft's uploads and discards its uploaded files (the form was cancelled). */
    discardDraft(draftKey: string) {
      const batch = draftOf(draftKey);
      if (!batch) return;
      const info = meta.get(batch.id);
      drop(batch.id);
      for (const item of batch.items) {
        inFlight.get(item.key)?.abort();
        if (item.state === 'uploaded') discardQuietly(info, item.fileIds);
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
            discardQuietly(info, item.fileIds);
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
