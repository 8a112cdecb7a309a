import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { formUpload } from './multipart.js';
import type { TestServer } from './test-server.js';

const seedFiles = join(import.meta.dirname, '../../server/src/seed/study-files');
/** A real PNG X-ray and a real PDF report, as the lab uploads them. */
export const xrayPng = readFileSync(join(seedFiles, 'panoramica.png'));
export const reportPdf = readFileSync(join(seedFiles, 'reporte-panoramica.pdf'));
/** A Windows executable's first bytes: what a forged "radiografia.jpg" really is. */
export const executable = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(2048, 7),
]);

export type StagedFile = { id: number; name: string; mediaType: string; size: number; checksum: string };

/** POST /studies/uploads with one file, as the upload page sends each file. */
export async function uploadFile(server: TestServer, token: string, bytes: Uint8Array, name: string) {
  const form = await formUpload('file', bytes, name);
  return server.inject({
    method: 'POST',
    url: '/studies/uploads',
    payload: form.payload,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
  });
}

export async function stagedFile(
  server: TestServer,
  token: string,
  bytes: Uint8Array,
  name: string,
): Promise<StagedFile> {
  const response = await uploadFile(server, token, bytes, name);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as StagedFile;
}

export const STUDY_FIELDS =
  'id visible expired studyDate status notes expiresAt studyType { id name } patient { id fullName } groups { id name } files { id name mediaType size checksum url } zipUrl';
export const CREATE_STUDY = `mutation ($input: NewStudyInput!) { createStudy(input: $input) { ${STUDY_FIELDS} } }`;

export type StudyResult = {
  id: string;
  visible: boolean;
  expired: boolean;
  studyDate: string;
  status: string;
  notes: string | null;
  expiresAt: string | null;
  studyType: { id: string; name: string };
  patient: { id: string; fullName: string };
  groups: { id: string; name: string }[];
  files: { id: string; name: string; mediaType: string; size: number; checksum: string; url: string }[];
  zipUrl: string;
};

/** A study type id of the reference data. */
export async function studyTypeId(server: TestServer, token: string): Promise<string> {
  const result = await server.gql<{ studyTypes: { id: string; name: string }[] }>(
    '{ studyTypes { id name } }',
    {},
    token,
  );
  return result.data!.studyTypes.find((type) => type.name === 'Radiografía panorámica')!.id;
}

export function createStudy(server: TestServer, token: string, input: Record<string, unknown>) {
  return server.gql<{ createStudy: StudyResult }>(CREATE_STUDY, { input }, token);
}

/** Uploads an X-ray and a PDF for the patient and saves the study, as the laboratory does. */
export async function studyWithFiles(
  server: TestServer,
  labToken: string,
  patientId: number,
  extra: Record<string, unknown> = {},
): Promise<StudyResult> {
  const image = await stagedFile(server, labToken, xrayPng, 'panoramica.png');
  const pdf = await stagedFile(server, labToken, reportPdf, 'reporte.pdf');
  const result = await createStudy(server, labToken, {
    patientId: String(patientId),
    studyTypeId: await studyTypeId(server, labToken),
    studyDate: '2026-11-20',
    expiresInDays: 90,
    fileIds: [String(image.id), String(pdf.id)],
    ...extra,
  });
  expect(result.errors).toBeUndefined();
  return result.data!.createStudy;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
