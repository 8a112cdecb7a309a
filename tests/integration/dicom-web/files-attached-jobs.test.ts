import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seriesImagesJob } from '../../../server/src/dicom-web/series-images.job.js';
import { dicomRenderings } from '../../../server/src/dicom-web/dicom-web.tables.js';
import { dicomMetadataJob } from '../../../server/src/studies/dicom-metadata.job.js';
import { filesAttachedKey } from '../../../server/src/studies/files-attached.js';
import { dicomInstances } from '../../../server/src/studies/dicom.tables.js';
import { studyFiles } from '../../../server/src/studies/studies.tables.js';
import { dicomFile } from '../../support/dicom-files.js';
import { dicomStudy, uniqueUid } from '../../support/dicom-web.js';
import { jobsOf, runWaitingJobs } from '../../support/jobs.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

// What follows the save of a study with DICOM images is a job per feature, stored with the save:
// it survives a restart, a failure is retried, and its work is done once.
describe(`trabajo después de guardar un estudio DICOM (${databaseKind()})`, () => {
  let server: TestServer;
  let lab: { token: string };
  let patientId: number;
  beforeAll(async () => {
    server = await startTestServer();
    lab = await server.signedIn('laboratory');
    const doctor = await server.signedIn('doctor');
    patientId = (await server.signedIn('patient', { doctorId: doctor.id })).id;
  });
  afterAll(() => server.close());

  /** A study of two series: a radiograph of two images and a CT slice of three frames. */
  const twoSeriesStudy = async () => {
    const common = { studyUid: uniqueUid(), patientId: 'PAC-1', studyDate: '2026-03-15' };
    const dx = uniqueUid();
    const files = [
      dicomFile({ ...common, seriesUid: dx, sopUid: uniqueUid(), instanceNumber: 1 }),
      dicomFile({ ...common, seriesUid: dx, sopUid: uniqueUid(), instanceNumber: 2 }),
      dicomFile({ ...common, seriesUid: uniqueUid(), sopUid: uniqueUid(), modality: 'CT', frames: 3, seriesNumber: 2 }),
    ];
    const study = await dicomStudy(server, lab.token, patientId, files);
    return Number(study.id);
  };
  const renderingsOf = (studyId: number) =>
    server.db
      .select({ fileId: dicomRenderings.fileId, variant: dicomRenderings.variant, key: dicomRenderings.storageKey })
      .from(dicomRenderings)
      .innerJoin(studyFiles, eq(studyFiles.id, dicomRenderings.fileId))
      .where(eq(studyFiles.studyId, studyId));
  const storedRenderings = async () => {
    const keys: string[] = [];
    for await (const { key } of server.app.deps.storage.list('dicom-renders')) keys.push(key);
    return keys.sort();
  };

  it('la miniatura que falla una vez se hace en el reintento: cada imagen una sola vez y ningún archivo suelto', async () => {
    const storage = server.app.deps.storage;
    const put = storage.put.bind(storage);
    let failures = 1;
    /** The keys this file's renders stored: every one must end up in a row. */
    const storedKeys: string[] = [];
    const puts = vi.spyOn(storage, 'put').mockImplementation(async (prefix, source, options) => {
      if (prefix === 'dicom-renders' && failures-- > 0) throw new Error('almacenamiento no disponible');
      const stored = await put(prefix, source, options);
      if (prefix === 'dicom-renders') storedKeys.push(stored.key);
      return stored;
    });
    try {
      const studyId = await twoSeriesStudy();
      const job = { studyId };
      await server.app.deps.jobs.idle();
      expect(await jobsOf(server, seriesImagesJob, job)).toEqual([
        expect.objectContaining({ state: 'retry', error: 'almacenamiento no disponible' }),
      ]);
      expect(await renderingsOf(studyId)).toEqual([]);

      await runWaitingJobs(server, seriesImagesJob, job);
      expect(await jobsOf(server, seriesImagesJob, job)).toEqual([
        expect.objectContaining({ state: 'completed', retryCount: 1 }),
      ]);
      const made = await renderingsOf(studyId);
      // The middle image of each series, at thumbnail and preview size: the radiograph's first
      // image (the middle of two), the CT's middle frame.
      expect(made.map((row) => row.variant).sort()).toEqual([
        'f1-1024x1024-wfile-jpeg',
        'f1-128x128-wfile-jpeg',
        'f2-1024x1024-wfile-jpeg',
        'f2-128x128-wfile-jpeg',
      ]);
      expect(puts.mock.calls.filter(([prefix]) => prefix === 'dicom-renders')).toHaveLength(5);
      expect(storedKeys.sort()).toEqual(made.map((row) => row.key).sort());
      expect(await storedRenderings()).toEqual(expect.arrayContaining(storedKeys));

      // A run repeated after a crash finds every image made: nothing is rendered or stored again.
      await server.app.deps.jobs.send(seriesImagesJob, job, { singletonKey: filesAttachedKey(studyId) });
      await server.app.deps.jobs.idle();
      expect(await renderingsOf(studyId)).toEqual(made);
      expect(puts.mock.calls.filter(([prefix]) => prefix === 'dicom-renders')).toHaveLength(5);
      expect(storedKeys.sort()).toEqual(made.map((row) => row.key).sort());
      expect(await storedRenderings()).toEqual(expect.arrayContaining(storedKeys));
    } finally {
      puts.mockRestore();
    }
  });

  it('el modelo DICOM que falla una vez se completa en el reintento', async () => {
    const storage = server.app.deps.storage;
    const read = storage.read.bind(storage);
    let failures = 1;
    // The model is made from each file's head, read as a range from its first byte.
    const reads = vi.spyOn(storage, 'read').mockImplementation(async (key, range) => {
      if (range?.start === 0 && failures-- > 0) throw new Error('almacenamiento no disponible');
      return read(key, range);
    });
    try {
      const studyId = await twoSeriesStudy();
      const job = { studyId };
      const models = async () => {
        const files = await server.db
          .select({ id: studyFiles.id })
          .from(studyFiles)
          .where(eq(studyFiles.studyId, studyId));
        const rows = await server.db
          .select({ metadata: dicomInstances.metadata })
          .from(dicomInstances)
          .where(
            inArray(
              dicomInstances.fileId,
              files.map((file) => file.id),
            ),
          );
        return rows.map((row) => row.metadata?.['00080018']?.Value?.[0] ?? null);
      };
      await server.app.deps.jobs.idle();
      expect(await jobsOf(server, dicomMetadataJob, job)).toEqual([
        expect.objectContaining({ state: 'retry', error: 'almacenamiento no disponible' }),
      ]);
      expect(await models()).toEqual([null, null, null]);

      await runWaitingJobs(server, dicomMetadataJob, job);
      expect(await jobsOf(server, dicomMetadataJob, job)).toEqual([
        expect.objectContaining({ state: 'completed', retryCount: 1 }),
      ]);
      // Each instance's model names its own SOP Instance UID.
      const made = await models();
      expect(made.every((uid) => typeof uid === 'string' && uid.startsWith('2.25.'))).toBe(true);
      expect(new Set(made).size).toBe(3);
    } finally {
      reads.mockRestore();
    }
  });
});
