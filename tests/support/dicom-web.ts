import { uploadDicomStudy } from './dicom-files.js';
import type { TestServer } from './test-server.js';

export { newUid as uniqueUid } from './dicom-files.js';

/** The laboratory uploads DICOM files through POST /studies/uploads and saves them as the patient's study. */
export async function dicomStudy(server: TestServer, labToken: string, patientId: number, files: Buffer[]) {
  const entries = files.map((bytes, index) => ({ name: `imagen-${index}.dcm`, bytes }));
  return (await uploadDicomStudy(server, labToken, patientId, entries)).study;
}

/** The parts of a multipart/related answer, each with its headers and bytes. */
export function relatedParts(contentType: string, body: Buffer) {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (!boundary) throw new Error(`no boundary in ${contentType}`);
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: { headers: Record<string, string>; body: Buffer }[] = [];
  let at = body.indexOf(delimiter);
  while (at !== -1) {
    const start = at + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') break;
    const headerEnd = body.indexOf('\r\n\r\n', start);
    const headers = Object.fromEntries(
      body
        .subarray(start + 2, headerEnd)
        .toString()
        .split('\r\n')
        .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const next = body.indexOf(delimiter, headerEnd + 4);
    parts.push({ headers, body: body.subarray(headerEnd + 4, next - 2) });
    at = next;
  }
  return parts;
}
