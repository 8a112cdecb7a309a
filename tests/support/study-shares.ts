import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { expect } from 'vitest';
import { createStudy, reportPdf, stagedFile, studyTypeId, xrayPng } from './studies.js';
import type { TestServer } from './test-server.js';

const run = promisify(execFile);

export const SHARE_FIELDS =
  'id studyId url pin withPin allowDownload expiresAt opens lastOpenedAt createdAt createdByName revokedAt';
export const CREATE_SHARE = `mutation ($input: NewStudyShareInput!) { createStudyShare(input: $input) { ${SHARE_FIELDS} } }`;
export const STUDY_SHARES = `query ($studyId: ID!) { studyShares(studyId: $studyId) { ${SHARE_FIELDS} } }`;
export const REVOKE_SHARE = `mutation ($id: ID!) { revokeStudyShare(id: $id) { ${SHARE_FIELDS} } }`;
export const SEND_SHARE =
  'mutation ($id: ID!, $email: String!, $token: String!) { sendStudyShareEmail(id: $id, email: $email, token: $token) }';
export const OPEN_SHARED = `mutation ($token: String!, $pin: String) { openSharedStudy(token: $token, pin: $pin) {
  state attemptsLeft lockedUntil
  study { studyId labName studyTypeName studyDate doctorName patientInitials expiresAt grant grantExpiresAt zipUrl files { id name mediaType size url }
    viewer { grant dicomWebRoot studyInstanceUids series { seriesInstanceUid modality imageCount thumbnailUrl previewUrl } } }
} }`;
export const SHARE_CLOSED = 'subscription ($grant: String!) { studyShareClosed(grant: $grant) { state } }';

export type Share = {
  id: string;
  studyId: string;
  url: string | null;
  pin: string | null;
  withPin: boolean;
  allowDownload: boolean;
  expiresAt: string;
  opens: number;
  lastOpenedAt: string | null;
  createdAt: string;
  createdByName: string | null;
  revokedAt: string | null;
};

export type SharedAnswer = {
  state: string;
  attemptsLeft: number | null;
  lockedUntil: string | null;
  study: {
    studyId: string;
    labName: string;
    studyTypeName: string;
    studyDate: string;
    doctorName: string | null;
    patientInitials: string;
    expiresAt: string;
    grant: string;
    grantExpiresAt: string;
    zipUrl: string | null;
    files: { id: string; name: string; mediaType: string; size: number; url: string }[];
    viewer: {
      grant: string;
      dicomWebRoot: string;
      studyInstanceUids: string[];
      series: {
        seriesInstanceUid: string;
        modality: string;
        imageCount: number;
        thumbnailUrl: string;
        previewUrl: string;
      }[];
    };
  } | null;
};

/** The token at the end of a share's url. */
export const tokenOf = (share: Share) => share.url!.split('/compartir/')[1];

/** A small real DICOM radiograph made by DCMTK's img2dcm from the seed X-ray (JPEG baseline inside). */
export async function dicomRadiograph(): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'share-dicom-'));
  const jpeg = join(dir, 'rx.jpg');
  await sharp(xrayPng).resize(64).jpeg().toFile(jpeg);
  await run('img2dcm', ['-k', 'Modality=DX', jpeg, join(dir, 'rx.dcm')]);
  return readFile(join(dir, 'rx.dcm'));
}

/** A study for the patient with a DICOM radiograph, a PNG and a report PDF, as the lab saves it. */
export async function studyWithDicom(server: TestServer, labToken: string, patientId: number, dicom: Buffer) {
  const image = await stagedFile(server, labToken, dicom, 'panoramica.dcm');
  const png = await stagedFile(server, labToken, xrayPng, 'panoramica.png');
  const pdf = await stagedFile(server, labToken, reportPdf, 'reporte.pdf');
  const result = await createStudy(server, labToken, {
    patientId: String(patientId),
    studyTypeId: await studyTypeId(server, labToken),
    studyDate: '2026-11-20',
    expiresInDays: 90,
    fileIds: [String(image.id), String(png.id), String(pdf.id)],
  });
  expect(result.errors).toBeUndefined();
  return result.data!.createStudy;
}
