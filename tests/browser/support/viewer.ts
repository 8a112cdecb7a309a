import type { Locator, Page } from 'playwright-core';
import { folderOf, type DicomSet, uploadDicomStudy, type ZipEntry } from '../../support/dicom-files.js';
import type { TestServer } from '../../support/test-server.js';

/** A study of the patient made of DICOM files, uploaded and saved by a laboratory user. */
export async function dicomStudyFor(server: TestServer, patientId: number, files: ZipEntry[]) {
  const lab = await server.signedIn('laboratory');
  return (await uploadDicomStudy(server, lab.token, patientId, files)).study;
}

export { folderOf, type DicomSet };

/** The browser's console complaints about the Content Security Policy, collected from now on. */
export function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|compile|create)/i.test(message.text()))
      found.push(message.text());
  });
  return found;
}

/** The text of a readout under the image (slice, window, zoom, progress). */
export function readout(page: Page, name: 'slice' | 'window' | 'zoom' | 'progress'): Locator {
  return page.locator(`[data-readout="${name}"]`);
}

/** Numbers in a text, in order ("Ventana 2000 · Nivel 500" → [2000, 500]). */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(/-?\d+(?:[.,]\d+)?/g)].map((match) => Number(match[0].replace(',', '.')));
}

/** What the image area shows now, as PNG bytes, to tell whether its pixels changed. */
export async function pixelsOf(image: Locator): Promise<Buffer> {
  return image.screenshot({ animations: 'disabled' });
}

/**
 * What the image area shows once it has finished drawing: two screenshots in a row alike. On a
 * loaded machine the first one may catch a frame still being drawn.
 */
export async function settledPixelsOf(image: Locator): Promise<Buffer> {
  let last = await pixelsOf(image);
  for (let tries = 0; tries < 20; tries += 1) {
    const next = await pixelsOf(image);
    if (next.equals(last)) return next;
    last = next;
  }
  throw new Error('the image area kept changing over 20 screenshots');
}
