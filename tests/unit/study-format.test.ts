import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../client/src/shell/format/file-size.js';
import { fileTypeLabel, studyFileKind } from '../../client/src/virtuallab/studies/study-format.js';

describe('tamaños y tipos en las tarjetas de estudios', () => {
  it.each([
    [512, '512 B'],
    [1024, '1 KB'],
    [1258291, '1.2 MB'],
    [5 * 1024 ** 3, '5 GB'],
  ])('%d bytes → %s', (bytes, text) => {
    expect(formatFileSize(bytes, 'es-MX')).toBe(text);
  });

  it('previsualiza imágenes, PDF y videos que el navegador abre; DICOM, TIFF y ZIP se descargan', () => {
    expect(studyFileKind('image/png')).toBe('image');
    expect(studyFileKind('application/pdf')).toBe('pdf');
    expect(studyFileKind('video/mp4')).toBe('video');
    expect(studyFileKind('image/tiff')).toBe('other');
    expect(studyFileKind('application/dicom')).toBe('other');
    expect(studyFileKind('video/x-msvideo')).toBe('other');
    expect(fileTypeLabel('application/dicom')).toBe('DICOM');
    expect(fileTypeLabel('video/mp4')).toBe('MP4');
  });
});
