import { execFile } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDicomListener, type DicomListener } from '../../../server/src/dicom-listener/dicom-listener.js';
import { dicomReceivedStudies } from '../../../server/src/dicom-listener/dicom-listener.tables.js';
import { dicomInstances } from '../../../server/src/studies/dicom.tables.js';
import { dicomImage, newUid, writeDicomFiles } from '../../support/dicom-files.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const run = promisify(execFile);
const scanner = 'PANORAMICO';

let server: TestServer;
let listener: DicomListener;
let folder: string;

beforeAll(async () => {
  await run('storescu', ['--version']).catch(() => {
    throw new Error("DCMTK's storescu is missing: apt-get install -y dcmtk");
  });
  // One mebibyte per study file: a 1024×1024 16-bit image (2 MiB) is over it, a 16×16 one is not.
  server = await startTestServer({ studyFileSizeLimitMb: 1 });
  listener = await startDicomListener(server.app.deps, {
    port: 0,
    host: '127.0.0.1',
    aeTitle: 'PORTAL',
    callingAeTitles: [scanner],
  });
  folder = await mkdtemp(join(tmpdir(), 'scanner-'));
  const admin = await server.signedIn('admin');
  await server.gql(
    `mutation ($input: LabSettingsInput!) { updateLabSettings(input: $input) { dicomAeTitle } }`,
    { input: { scannerStudyTypeId: null, dicomAeTitle: null, dicomCallingAeTitles: null } },
    admin.token,
  );
});
afterAll(async () => {
  await listener?.close();
  await server?.close();
});

describe('una imagen del equipo más grande que el límite de archivos', () => {
  it('se rechaza sola con un estado de error; la asociación sigue y la imagen siguiente se guarda', async () => {
    const studyInstanceUid = newUid();
    const big = newUid();
    const small = newUid();
    const files = await writeDicomFiles(join(folder, studyInstanceUid), {
      a_big: dicomImage({ studyInstanceUid, patientId: 'GRANDE', sopInstanceUid: big, size: 1024, instanceNumber: 1 }),
      b_small: dicomImage({ studyInstanceUid, patientId: 'GRANDE', sopInstanceUid: small, instanceNumber: 2 }),
    });

    // Both in one association, the big one first, and storescu goes on after a failure: a hung
    // association would time the test out.
    const sent = await run('storescu', [
      '-v',
      '--no-halt',
      '-aet',
      scanner,
      '-aec',
      'PORTAL',
      '127.0.0.1',
      String(listener.port),
      ...files,
    ])
      .then(({ stdout, stderr }) => stdout + stderr)
      .catch((error: { stdout: string; stderr: string }) => error.stdout + error.stderr);
    // The big image is refused as "out of resources" (0xa700), the small one after it is stored.
    expect(sent).toMatch(
      /Received Store Response \(Refused: OutOfResources.*\)[\s\S]*Received Store Response \(Success\)/,
    );

    const kept = await server.db
      .select({ sopInstanceUid: dicomInstances.sopInstanceUid })
      .from(dicomInstances)
      .where(eq(dicomInstances.studyInstanceUid, studyInstanceUid));
    expect(kept.map((row) => row.sopInstanceUid)).toEqual([small]);
    const [received] = await server.db
      .select()
      .from(dicomReceivedStudies)
      .where(eq(dicomReceivedStudies.studyInstanceUid, studyInstanceUid));
    expect(received).toMatchObject({ status: 'pending', dicomPatientId: 'GRANDE' });
    // The refused image left no bytes behind: only the small one is stored.
    const stored = await readdir(join(server.dataDir, 'files', 'studies')).catch(() => []);
    expect(stored).toHaveLength(1);
  });
});
