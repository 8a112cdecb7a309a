/** File kinds of the study screens (sizes: shell/format/file-size.ts). */

/** How a result file is shown: previewed as an image, a PDF or a video, or offered as a download. */
export type StudyFileKind = 'image' | 'pdf' | 'video' | 'other';

// Types the server serves inline (studies.rest.ts); a TIFF or DICOM image is not shown by browsers.
const previewImage = /^image\/(jpeg|png|gif|webp|bmp)$/;
const previewVideo = /^video\/(mp4|webm|quicktime)$/;

export function studyFileKind(mediaType: string): StudyFileKind {
  const type = mediaType.toLowerCase();
  if (previewImage.test(type)) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (previewVideo.test(type)) return 'video';
  return 'other';
}

const typeLabels: Record<string, string> = {
  'application/dicom': 'DICOM',
  'application/zip': 'ZIP',
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'video/quicktime': 'MOV',
  'video/x-msvideo': 'AVI',
};

/** A short name of the file's format (DICOM, ZIP, MP4…), from its sniffed type. */
export function fileTypeLabel(mediaType: string): string {
  const type = mediaType.toLowerCase();
  return typeLabels[type] ?? (type.split('/')[1] ?? type).toUpperCase();
}
