/** How an attachment is shown, by the extension of its file name (SPEC point 5). */
export type AttachmentKind = 'image' | 'video' | 'audio' | 'file';

// The lists are the specification's, as the mobile app shows them (wav and wma in a video player).
const kindByExtension: Record<string, AttachmentKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  mp4: 'video',
  mov: 'video',
  wav: 'video',
  wma: 'video',
  mp3: 'audio',
  mpeg: 'audio',
  wmv: 'audio',
  avi: 'audio',
};

export function attachmentKind(fileName: string): AttachmentKind {
  const extension = /\.([^./\\]+)$/.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  return kindByExtension[extension] ?? 'file';
}

/**
 * Whether a downloaded file may be shown inline as `kind`. The page opens the object URL in a new
 * tab, so only real images and media play there: anything else (HTML, SVG) is offered as a download.
 */
export function isPlayableType(kind: AttachmentKind, mediaType: string): boolean {
  const type = mediaType.toLowerCase();
  if (kind === 'image') return /^image\/(jpeg|png|gif|webp|bmp)$/.test(type);
  if (kind === 'video' || kind === 'audio') return type.startsWith('video/') || type.startsWith('audio/');
  return false;
}
