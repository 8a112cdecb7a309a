import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dicomRenderings } from '../../../server/src/dicom-web/dicom-web.tables.js';
import { dicomInstances } from '../../../server/src/studies/dicom.tables.js';
import { dicomFile, dicomPixels, jpegLsFile } from '../../support/dicom-files.js';
import { dicomStudy, relatedParts, uniqueUid } from '../../support/dicom-web.js';
import { bearer } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

describe(`DICOMweb: búsquedas, metadatos, cuadros e imágenes de un estudio (${databaseKind()})`, () => {
  let server: TestServer;
  let doctor: { token: string };
  const uid = { study: uniqueUid(), dx: uniqueUid(), ct: uniqueUid(), jls: uniqueUid() };
  const sop = { dx1: uniqueUid(), dx2: uniqueUid(), ct: uniqueUid(), jls: uniqueUid() };
  const patientId = `PAC-${uniqueUid().slice(-8)}`;
  const common = { studyUid: uid.study, patientId, patientName: 'Quintero^Lucía', studyDate: '2026-03-15' };
  const ctSpec = {
    ...common,
    seriesUid: uid.ct,
    sopUid: sop.ct,
    modality: 'CT',
    rows: 32,
    columns: 48,
    frames: 3,
    seriesNumber: 2,
  };
  const ct = dicomFile({ ...ctSpec, window: { center: 1000, width: 2000 } });
  const dx1 = dicomFile({ ...common, seriesUid: uid.dx, sopUid: sop.dx1, instanceNumber: 1 });
  const jls = jpegLsFile({ ...common, seriesUid: uid.jls, sopUid: sop.jls, seriesNumber: 3, rows: 40, columns: 40 });
  const base = `/dicom-web/studies/${uid.study}`;

  beforeAll(async () => {
    server = await startTestServer();
    const lab = await server.signedIn('laboratory');
    doctor = await server.signedIn('doctor');
    const patient = await server.signedIn('patient', { doctorId: (doctor as unknown as { id: number }).id });
    const dx2 = dicomFile({ ...common, seriesUid: uid.dx, sopUid: sop.dx2, instanceNumber: 2 });
    await dicomStudy(server, lab.token, patient.id, [dx1, dx2, ct, jls]);
    await server.app.deps.jobs.idle();
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.inject({ method: 'GET', url, headers: { ...bearer(doctor.token), ...headers } });

  it('QIDO de estudios: por paciente (con comodines), fecha, rango de fechas y modalidad; 204 cuando nada coincide', async () => {
    const found = await get(`/dicom-web/studies?PatientID=${patientId}&includefield=all&AlgoDesconocido=1`);
    expect(found.statusCode).toBe(200);
    const [study] = found.json();
    expect(study['0020000D'].Value).toEqual([uid.study]);
    expect(study['00080061'].Value).toEqual(['CT', 'DX']);
    expect(study['00201206'].Value).toEqual([3]);
    expect(study['00201208'].Value).toEqual([4]);
    expect(study['00100010'].Value[0].Alphabetic).toBe('Quintero^Lucía');
    expect(study['00080020'].Value).toEqual(['20260315']);
    const count = async (query: string) => {
      const response = await get(`/dicom-web/studies?PatientID=${patientId}&${query}`);
      return response.statusCode === 204 ? 0 : response.json().length;
    };
    expect(await count('PatientName=quintero*')).toBe(1);
    expect(await count('00100010=Q?intero*')).toBe(1);
    expect(await count('PatientName=Lopez*')).toBe(0);
    expect(await count('StudyDate=20260315')).toBe(1);
    expect(await count('StudyDate=20260301-20260331')).toBe(1);
    expect(await count('StudyDate=20260316-')).toBe(0);
    expect(await count('ModalitiesInStudy=CT')).toBe(1);
    expect(await count('ModalitiesInStudy=MR')).toBe(0);
    expect(await count('limit=1&offset=1')).toBe(0);
    const empty = await get(`/dicom-web/studies?PatientID=${patientId}&ModalitiesInStudy=MR`);
    expect(empty.statusCode).toBe(204);
    expect(empty.body).toBe('');
  });

  it('una búsqueda con límite o fecha mal escritos responde 400 en español y nada más', async () => {
    const limit = await get('/dicom-web/studies?limit=-1');
    expect(limit.statusCode).toBe(400);
    expect(limit.json()).toMatchObject({ code: 'BAD_USER_INPUT', field: 'limit' });
    const date = await get('/dicom-web/studies?StudyDate=ayer');
    expect(date.statusCode).toBe(400);
    expect(date.json().message).toMatch(/AAAAMMDD/);
  });

  it('QIDO de series e instancias: orden de serie, filtros por modalidad y por UID, atributos requeridos', async () => {
    const series = (await get(`${base}/series`)).json();
    expect(series.map((one: Record<string, { Value: unknown[] }>) => one['0020000E'].Value[0])).toEqual([
      uid.dx,
      uid.ct,
      uid.jls,
    ]);
    expect(series[1]['00080060'].Value).toEqual(['CT']);
    expect(series[1]['00200011'].Value).toEqual([2]);
    expect((await get(`${base}/series?Modality=CT`)).json()).toHaveLength(1);
    const instances = (await get(`${base}/series/${uid.dx}/instances`)).json();
    expect(instances.map((one: Record<string, { Value: unknown[] }>) => one['00080018'].Value[0])).toEqual([
      sop.dx1,
      sop.dx2,
    ]);
    const all = (await get(`${base}/instances?SOPInstanceUID=${sop.ct}`)).json();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      '00280008': { Value: [3] },
      '00280010': { Value: [32] },
      '00280011': { Value: [48] },
      '00200013': { Value: [1] },
    });
    expect((await get(`${base}/series?SeriesInstanceUID=${uniqueUid()}`)).statusCode).toBe(204);
  });

  it('metadatos WADO-RS: el modelo JSON guardado, la sintaxis de transferencia y los cuadros como BulkDataURI', async () => {
    const response = await get(`${base}/series/${uid.ct}/instances/${sop.ct}/metadata`);
    expect(response.headers['content-type']).toContain('application/dicom+json');
    const [metadata] = response.json();
    expect(metadata['00100020'].Value).toEqual([patientId]);
    expect(metadata['00281050'].Value).toEqual([1000]);
    expect(metadata['00020010'].Value).toEqual(['1.2.840.10008.1.2.1']);
    expect(metadata['7FE00010']).toEqual({
      vr: 'OW',
      BulkDataURI: `${base}/series/${uid.ct}/instances/${sop.ct}/frames/1,2,3`,
    });
    expect((await get(`${base}/metadata`)).json()).toHaveLength(4);
  });

  it('cuadros WADO-RS sin comprimir: los bytes del cuadro pedido, iguales a los del archivo', async () => {
    const response = await get(`${base}/series/${uid.ct}/instances/${sop.ct}/frames/2,3`, {
      accept: 'multipart/related; type="application/octet-stream"; transfer-syntax=*',
    });
    expect(response.statusCode).toBe(200);
    const parts = relatedParts(String(response.headers['content-type']), response.rawPayload);
    const pixels = Buffer.from(dicomPixels(ctSpec).buffer);
    const frameBytes = 32 * 48 * 2;
    expect(parts.map((part) => part.headers['content-type'])).toEqual([
      'application/octet-stream; transfer-syntax=1.2.840.10008.1.2.1',
      'application/octet-stream; transfer-syntax=1.2.840.10008.1.2.1',
    ]);
    expect(parts[0].body.equals(pixels.subarray(frameBytes, 2 * frameBytes))).toBe(true);
    expect(parts[1].body.equals(pixels.subarray(2 * frameBytes))).toBe(true);
    const outside = await get(`${base}/series/${uid.ct}/instances/${sop.ct}/frames/4`);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().field).toBe('frames');
  });

  it('cuadros WADO-RS en JPEG-LS: el código comprimido del archivo, con su sintaxis', async () => {
    const response = await get(`${base}/series/${uid.jls}/instances/${sop.jls}/frames/1`);
    const [part] = relatedParts(String(response.headers['content-type']), response.rawPayload);
    expect(part.headers['content-type']).toBe('application/octet-stream; transfer-syntax=1.2.840.10008.1.2.4.80');
    // JPEG-LS: start of image, then the JPEG-LS frame header (SOF55).
    expect([...part.body.subarray(0, 4)]).toEqual([0xff, 0xd8, 0xff, 0xf7]);
    expect(jls.includes(part.body)).toBe(true);
  });

  it('una instancia: multipart por defecto, el archivo tal cual con Accept application/dicom, y un rango con 206', async () => {
    const url = `${base}/series/${uid.dx}/instances/${sop.dx1}`;
    const multipart = await get(url);
    const [part] = relatedParts(String(multipart.headers['content-type']), multipart.rawPayload);
    expect(multipart.headers['content-type']).toContain('type="application/dicom"');
    expect(part.body.equals(dx1)).toBe(true);
    const whole = await get(url, { accept: 'application/dicom' });
    expect(whole.headers['content-type']).toBe('application/dicom');
    expect(whole.rawPayload.equals(dx1)).toBe(true);
    const range = await get(url, { accept: 'application/dicom', range: 'bytes=128-131' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 128-131/${dx1.length}`);
    expect(range.body).toBe('DICM');
    const beyond = await get(url, { accept: 'application/dicom', range: `bytes=${dx1.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${dx1.length}`);
    // The viewer already holds the file: the same ETag answers 304, without the bytes.
    const held = await get(url, { accept: 'application/dicom', 'if-none-match': String(whole.headers.etag) });
    expect(held.statusCode).toBe(304);
    expect(held.rawPayload).toHaveLength(0);
    const series = await get(`${base}/series/${uid.dx}`);
    expect(relatedParts(String(series.headers['content-type']), series.rawPayload)).toHaveLength(2);
  });

  it('cuadro renderizado: PNG del tamaño pedido con la ventana pedida; JPEG por defecto; JPEG-LS también', async () => {
    const url = `${base}/series/${uid.ct}/instances/${sop.ct}/frames/2/rendered?viewport=24,16&window=1000,2000,linear`;
    const png = await get(url, { accept: 'image/png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const info = await sharp(png.rawPayload).metadata();
    expect([info.format, info.width, info.height]).toEqual(['png', 24, 16]);
    expect((await get(url, { accept: 'image/png', 'if-none-match': String(png.headers.etag) })).statusCode).toBe(304);
    const jpeg = await get(`${base}/series/${uid.jls}/instances/${sop.jls}/rendered`);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).width).toBe(40);
    const badWindow = await get(`${base}/series/${uid.ct}/instances/${sop.ct}/rendered?window=1000,0`);
    expect(badWindow.statusCode).toBe(400);
    expect(
      (await get(`${base}/series/${uid.ct}/instances/${sop.ct}/rendered`, { accept: 'text/html' })).statusCode,
    ).toBe(400);
  });

  it('las miniaturas y vistas previas se hacen al guardar el estudio, una vez, y 20 pedidos a la vez hacen una sola imagen', async () => {
    const [ctFile] = await server.db.select().from(dicomInstances).where(eq(dicomInstances.sopInstanceUid, sop.ct));
    const made = await server.db.select().from(dicomRenderings).where(eq(dicomRenderings.fileId, ctFile.fileId));
    // The middle frame of the series' middle instance, at thumbnail and at preview size, both in JPEG.
    expect(made.map((row) => row.variant)).toEqual(
      expect.arrayContaining(['f2-1024x1024-wfile-jpeg', 'f2-128x128-wfile-jpeg']),
    );
    const url = `${base}/series/${uid.ct}/instances/${sop.ct}/frames/3/rendered?viewport=20,20`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get(url, { accept: 'image/webp' })));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    const after = await server.db.select().from(dicomRenderings).where(eq(dicomRenderings.fileId, ctFile.fileId));
    expect(after.filter((row) => row.variant === 'f3-20x20-wfile-webp')).toHaveLength(1);
    const thumbnail = await get(`${base}/series/${uid.ct}/thumbnail`);
    const size = await sharp(thumbnail.rawPayload).metadata();
    expect(Math.max(size.width!, size.height!)).toBeLessThanOrEqual(128);
  });

  it('WADO-URI: el archivo DICOM, o la imagen en PNG de filas y columnas dadas; sin los UID, 400', async () => {
    const query = `requestType=WADO&studyUID=${uid.study}&seriesUID=${uid.ct}&objectUID=${sop.ct}`;
    const file = await get(`/dicom-web/wado?${query}&contentType=application/dicom`);
    expect(file.headers['content-type']).toBe('application/dicom');
    expect(file.rawPayload.equals(ct)).toBe(true);
    const png = await get(
      `/dicom-web/wado?${query}&contentType=image/png&frameNumber=3&rows=16&columns=24&windowCenter=900&windowWidth=1500`,
    );
    expect(png.headers['content-type']).toBe('image/png');
    const info = await sharp(png.rawPayload).metadata();
    expect([info.width, info.height]).toEqual([24, 16]);
    const missing = await get(`/dicom-web/wado?requestType=WADO&studyUID=${uid.study}`);
    expect(missing.statusCode).toBe(400);
    const hidden = await server.inject({
      method: 'GET',
      url: `/dicom-web/wado?${query}&contentType=application/dicom`,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('un estudio cuyo modelo JSON quedó pendiente (el paso de fondo no llegó a correr) responde lo mismo y lo guarda al leerlo', async () => {
    const read = async () => ({
      studies: (await get(`/dicom-web/studies?PatientID=${patientId}`)).json(),
      series: (await get(`${base}/series`)).json(),
      instances: (await get(`${base}/instances`)).json(),
      metadata: (await get(`${base}/metadata`)).json(),
    });
    const studyRows = () =>
      server.db
        .select({ fileId: dicomInstances.fileId, metadata: dicomInstances.metadata })
        .from(dicomInstances)
        .where(eq(dicomInstances.studyInstanceUid, uid.study));
    const made = await read();
    const kept = await studyRows();
    await server.db
      .update(dicomInstances)
      .set({ metadata: null })
      .where(eq(dicomInstances.studyInstanceUid, uid.study));

    expect(await read()).toEqual(made);
    expect(made.metadata[0]['00100010'].Value[0].Alphabetic).toBe('Quintero^Lucía');
    const sorted = (rows: typeof kept) => [...rows].sort((a, b) => a.fileId - b.fileId);
    expect(sorted(await studyRows())).toEqual(sorted(kept));
  });
});
