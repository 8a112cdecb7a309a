import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createStudy, stagedFile, studyTypeId } from './studies.js';
import type { TestServer } from './test-server.js';

/** A UID nobody else in the run uses (the 2.25 root takes a decimal UUID). */
export const uniqueUid = () => `2.25.${BigInt(`0x${randomUUID().replaceAll('-', '')}`).toString()}`;

/** The laboratory uploads DICOM files through POST /studies/uploads and saves them as the patient's study. */
export async function dicomStudy(server: TestServer, labToken: string, patientId: number, files: Buffer[]) {
  const staged = [];
  for (const [index, bytes] of files.entries())
    staged.push(await stagedFile(server, labToken, bytes, `imagen-${index}.dcm`));
  const result = await createStudy(server, labToken, {
    patientId: String(patientId),
    studyTypeId: await studyTypeId(server, labToken),
    studyDate: '2026-11-20',
    expiresInDays: 90,
    fileIds: staged.map((file) => String(file.id)),
  });
  expect(result.errors).toBeUndefined();
  return result.data!.createStudy;
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
