import { describe, expect, it } from 'vitest';
import {
  fileTypeLabel, formatDay, formatFileSize, formatLabDay, formatShortDay, studyFileKind,
} from '../../client/src/virtuallab/studies/study-format.js';

describe('fechas, tamaños y tipos en las tarjetas de estudios', () => {
  it('muestra la fecha del estudio como dd/mm/aaaa y las etiquetas de las gráficas como dd/mm', () => {
    expect(formatDay('2026-03-07')).toBe('07/03/2026');
    expect(formatShortDay('2026-03-07')).toBe('07/03');
    expect(formatDay('no es fecha')).toBe('no es fecha');
  });

  it('da el día de vencimiento en la Ciudad de México, no en UTC', () => {
    // 03:00 UTC del 8 de marzo todavía es el 7 de marzo en la Ciudad de México.
    expect(formatLabDay('2026-03-08T03:00:00Z')).toBe('07/03/2026');
  });

  it.each([
    [512, '512 B'], [1024, '1 KB'], [1258291, '1.2 MB'], [5 * 1024 ** 3, '5 GB'],
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
