import { createContext, useContext, useSyncExternalStore } from 'react';
import type { UploadBatch, UploadStore } from './upload-store';

export const UploadsContext = createContext<UploadStore | null>(null);

/** The signed-in user's upload store (inside <UploadsProvider>). */
export function useUploadStore(): UploadStore {
  const store = useContext(UploadsContext);
  if (!store) throw new Error('useUploadStore must be used inside <UploadsProvider>');
  return store;
}

/** Every batch of files in the store, live. */
export function useUploadBatches(): readonly UploadBatch[] {
  const store = useUploadStore();
  return useSyncExternalStore(store.subscribe, store.snapshot);
}
