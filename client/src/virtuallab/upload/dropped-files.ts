/**
 * Every file of a drop, folders opened: a CBCT exported to a folder is dropped as the folder.
 * Browsers without entries (or a drop of plain files) give the files as they are.
 */
export async function droppedFiles(transfer: DataTransfer): Promise<File[]> {
  const entries = Array.from(transfer.items)
    .map((item) => (item.kind === 'file' ? item.webkitGetAsEntry?.() : null))
    .filter((entry): entry is FileSystemEntry => Boolean(entry));
  if (entries.length === 0 || entries.every((entry) => entry.isFile)) return Array.from(transfer.files);
  const files: File[] = [];
  for (const entry of entries) await collect(entry, files);
  return files;
}

async function collect(entry: FileSystemEntry, files: File[]): Promise<void> {
  if (entry.isFile) {
    files.push(await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject)));
    return;
  }
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries answers a batch at a time (100 in Chromium) until it answers none.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return;
    for (const child of batch) await collect(child, files);
  }
}

/** Files a scanner's or the system's folders carry besides the images: never results. */
export const isSystemFile = (file: File) => /^(\.|thumbs\.db$|desktop\.ini$|dicomdir$)/i.test(file.name);
