import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemActor } from '../../../server/src/common/actor.js';
import { openChat, sendAttachment } from '../../support/chat.js';
import { dicomFile, dicomPixels, zipOf } from '../../support/dicom-files.js';
import { dicomStudy, relatedParts, uniqueUid } from '../../support/dicom-web.js';
import { formUpload } from '../../support/multipart.js';
import { startS3Server, type S3TestServer } from '../../support/s3-server.js';
import { bearer, reportPdf, studyWithFiles, xrayPng, type StudyResult } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const hour = 3600_000;

describe(`el portal con sus archivos en un bucket S3 (${databaseKind()})`, () => {
  let s3: S3TestServer;
  let server: TestServer;
  let lab: { token: string };
  let doctor: { id: number; token: string };
  let patient: { id: number; token: string };
  let study: StudyResult;
  beforeAll(async () => {
    s3 = await startS3Server();
    server = await startTestServer({ storage: s3.storage });
    lab = await server.signedIn('laboratory');
    doctor = await server.signedIn('doctor');
    patient = await server.signedIn('patient', { doctorId: doctor.id, name: 'Renata' });
    study = await studyWithFiles(server, lab.token, patient.id);
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  const get = (url: string, token: string, headers: Record<string, string> = {}) =>
    server.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
  const bucketKeys = async () => (await s3.contents()).keys;

  it('la radiografía del estudio queda en el bucket (no en el disco) y se descarga igual, entera, por rango, con HEAD y con ETag', async () => {
    const [xray] = study.files;
    expect(await bucketKeys()).toEqual(expect.arrayContaining([expect.stringMatching(/^studies\/.+\.png$/)]));
    expect(existsSync(join(server.dataDir, 'files'))).toBe(false);

    const whole = await get(xray.url, patient.token);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(xrayPng)).toBe(true);
    const part = await get(xray.url, patient.token, { range: 'bytes=1000-70999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-70999/${xrayPng.length}`);
    expect(part.rawPayload.equals(xrayPng.subarray(1000, 71_000))).toBe(true);
    const head = await server.inject({ method: 'HEAD', url: xray.url, headers: bearer(patient.token) });
    expect(Number(head.headers['content-length'])).toBe(xrayPng.length);
    expect(head.rawPayload).toHaveLength(0);
    const again = await get(xray.url, patient.token, { 'if-none-match': String(whole.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('el enlace firmado que abre la paciente sin sesión en el encabezado entrega la radiografía y el ZIP desde el bucket', async () => {
    const links = await server.gql<{ study: { files: { signedUrl: string }[]; signedZipUrl: string } }>(
      'query ($id: ID!) { study(id: $id) { files { signedUrl } signedZipUrl } }',
      { id: study.id },
      patient.token,
    );
    const file = await server.inject({ method: 'GET', url: links.data!.study.files[0].signedUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(xrayPng)).toBe(true);
    const zip = await server.inject({ method: 'GET', url: links.data!.study.signedZipUrl });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(reportPdf)).toBe(true);
  });

  it('el ZIP del estudio sale del bucket con los dos archivos, y se reanuda desde la mitad', async () => {
    const zip = await get(study.zipUrl, patient.token);
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.includes(xrayPng)).toBe(true);
    expect(zip.rawPayload.includes(reportPdf)).toBe(true);
    const half = Math.floor(zip.rawPayload.length / 2);
    const rest = await get(study.zipUrl, patient.token, { range: `bytes=${half}-` });
    expect(rest.statusCode).toBe(206);
    expect(rest.rawPayload.equals(zip.rawPayload.subarray(half))).toBe(true);
  });

  it('un estudio DICOM se indexa desde el bucket: el cuadro pedido por DICOMweb y la miniatura guardada', async () => {
    const spec = {
      studyUid: uniqueUid(),
      seriesUid: uniqueUid(),
      sopUid: uniqueUid(),
      patientId: `PAC-${uniqueUid().slice(-8)}`,
      modality: 'CT',
      rows: 32,
      columns: 48,
      frames: 3,
    };
    await dicomStudy(server, lab.token, patient.id, [dicomFile(spec)]);
    await server.app.deps.jobs.idle();
    const instance = `/dicom-web/studies/${spec.studyUid}/series/${spec.seriesUid}/instances/${spec.sopUid}`;
    const frame = await get(`${instance}/frames/2`, doctor.token, {
      accept: 'multipart/related; type="application/octet-stream"; transfer-syntax=*',
    });
    expect(frame.statusCode).toBe(200);
    const [bytes] = relatedParts(String(frame.headers['content-type']), frame.rawPayload);
    const frameBytes = 32 * 48 * 2;
    const pixels = Buffer.from(dicomPixels(spec).buffer);
    expect(bytes.body.equals(pixels.subarray(frameBytes, 2 * frameBytes))).toBe(true);

    const thumbnail = await get(`/dicom-web/studies/${spec.studyUid}/series/${spec.seriesUid}/thumbnail`, doctor.token);
    expect(thumbnail.statusCode).toBe(200);
    const shown = await sharp(thumbnail.rawPayload).metadata();
    expect(Math.max(shown.width!, shown.height!)).toBeLessThanOrEqual(128);
    expect(await bucketKeys()).toEqual(expect.arrayContaining([expect.stringMatching(/^dicom-renders\//)]));
  });

  it('la foto que manda la paciente por el chat tiene su miniatura, hecha y guardada en el bucket', async () => {
    const chatId = await openChat(server, doctor.token, patient.id);
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const sent = await sendAttachment(server, patient.token, chatId, { name: 'muela.jpg', bytes: photo });
    const original = await get(sent.attachment!.url, doctor.token);
    expect(original.rawPayload.equals(photo)).toBe(true);
    const thumbnail = await get(`${sent.attachment!.url}/thumbnail`, doctor.token);
    expect(thumbnail.statusCode).toBe(200);
    const shown = await sharp(thumbnail.rawPayload).metadata();
    expect({ format: shown.format, width: shown.width, height: shown.height }).toEqual({
      format: 'webp',
      width: 320,
      height: 213,
    });
    expect((await bucketKeys()).filter((key) => key.startsWith(`chat/${chatId}/`))).toHaveLength(2);
  });

  it('un ZIP de tomografía se abre: sus imágenes quedan en el bucket y el ZIP no; un ZIP sin imágenes DICOM queda entero', async () => {
    const uploadZip = async (bytes: Buffer, name: string) => {
      const form = await formUpload('file', bytes, name);
      const answer = await server.inject({
        method: 'POST',
        url: '/studies/uploads',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(lab.token) },
      });
      expect(answer.statusCode).toBe(201);
      return answer.json() as { files: { name: string; dicom: unknown }[] };
    };
    const [studyUid, seriesUid] = [uniqueUid(), uniqueUid()];
    const before = await bucketKeys();
    const cbct = await zipOf(
      [1, 2].map((slice) => ({
        name: `DICOM/S0001/I000${slice}`,
        bytes: dicomFile({ studyUid, seriesUid, sopUid: uniqueUid() }),
      })),
    );
    const expanded = await uploadZip(cbct, 'tomografia.zip');
    expect(expanded.files.map((file) => file.name)).toEqual(['I0001', 'I0002']);
    const added = (await bucketKeys()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(2);
    expect(added.every((key) => /^studies\/.+\.dcm$/.test(key))).toBe(true);
    expect((await s3.contents()).pendingUploads).toEqual([]);

    const photos = await zipOf([{ name: 'fotos/frente.png', bytes: xrayPng }]);
    const whole = await uploadZip(photos, 'fotos.zip');
    expect(whole.files).toMatchObject([{ name: 'fotos.zip', dicom: null }]);
    const [zipKey] = (await bucketKeys()).filter((key) => !before.includes(key) && !added.includes(key));
    expect(zipKey).toMatch(/^studies\/.+\.zip$/);
    const stored = await server.app.deps.storage.read(zipKey);
    expect((await buffer(stored.stream)).equals(photos)).toBe(true);
  });

  it('una imagen pública (la del editor) se sube al bucket y cualquiera la ve en /files/public', async () => {
    const form = await formUpload('file', xrayPng, 'figura.png');
    const upload = await server.inject({
      method: 'POST',
      url: '/study-groups/upload',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(lab.token) },
    });
    const { url } = upload.json() as { url: string };
    expect(url).toMatch(/^\/files\/public\//);
    const shown = await server.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(xrayPng)).toBe(true);
  });

  it('la limpieza recorre el bucket: quita los bytes que nadie usa pasada su hora de gracia y deja los del estudio', async () => {
    const storage = server.app.deps.storage;
    const orphan = await storage.put('studies', Readable.from([reportPdf]), { maxBytes: 1_000_000 });
    const studyKeys = (await bucketKeys()).filter((key) => key.startsWith('studies/') && key !== orphan.key);
    expect(studyKeys.length).toBeGreaterThanOrEqual(2);

    await server.app.sweepStorage(systemActor);
    expect(await bucketKeys()).toContain(orphan.key);
    const report = await server.app.sweepStorage(systemActor, new Date(Date.now() + 2 * hour));
    expect(report.removed).toBeGreaterThanOrEqual(1);
    const left = await bucketKeys();
    expect(left).not.toContain(orphan.key);
    expect(left).toEqual(expect.arrayContaining(studyKeys));
    expect((await get(study.files[0].url, patient.token)).rawPayload.equals(xrayPng)).toBe(true);
  });
});
