/**
 * Saves bytes as a file through the browser's download, under `fileName`. Typed as
 * application/octet-stream unless told, so the browser saves it and never renders it in the
 * portal's origin.
 */
export function saveFile(content: Blob | string, fileName: string, type = 'application/octet-stream'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for a large download to start before the bytes are let go.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
