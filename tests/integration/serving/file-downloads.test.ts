import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalMessages } from '../../../shared/portal-messages.js';
import { accessLog } from '../../../server/src/access-log/access-log.tables.js';
import { openChat, sendAttachment, type ChatMessage } from '../../support/chat.js';
import { formUpload } from '../../support/multipart.js';
import { bearer, reportPdf, studyWithFiles, xrayPng, type StudyResult } from '../../support/studies.js';
import {
  CREATE_SHARE,
  dicomRadiograph,
  OPEN_SHARED,
  type Share,
  type SharedAnswer,
  studyWithDicom,
  tokenOf,
} from '../../support/study-shares.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

type Signed = Awaited<ReturnType<TestServer['signedIn']>>;

describe(`descargas de archivos: Range, HEAD, ETag y longitud (${databaseKind()})`, () => {
  let server: TestServer;
  let lab: Signed;
  let patient: Signed;
  let study: StudyResult;
  let pdfUrl: string;
  beforeAll(async () => {
    server = await startTestServer();
    lab = await server.signedIn('laboratory');
    const doctor = await server.signedIn('doctor');
    patient = await server.signedIn('patient', { doctorId: doctor.id, name: 'Lucía' });
    study = await studyWithFiles(server, lab.token, patient.id);
    pdfUrl = study.files.find((file) => file.mediaType === 'application/pdf')!.url;
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}, token = patient.token) =>
    server.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
  const head = (url: string, token = patient.token) => server.inject({ method: 'HEAD', url, headers: bearer(token) });
  const openingsOf = async (userId: number) =>
    (
      await server.db
        .select({ action: accessLog.action })
        .from(accessLog)
        .where(and(eq(accessLog.userId, userId), inArray(accessLog.action, ['view', 'download'])))
    ).length;

  it('HEAD de un archivo del estudio da su tipo, longitud, ETag y fecha sin bytes, y no queda como consulta', async () => {
    const before = await openingsOf(patient.id);
    const answer = await head(pdfUrl);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(reportPdf.length),
      'accept-ranges': 'bytes',
      etag: `"${study.files.find((file) => file.url === pdfUrl)!.checksum}"`,
      'cache-control': 'private, no-store',
    });
    expect(Date.parse(String(answer.headers['last-modified']))).toBeGreaterThan(Date.now() - 600_000);
    expect(answer.rawPayload).toHaveLength(0);
    expect(await openingsOf(patient.id)).toBe(before);
    // The same rule as GET: nobody else's file, and not without a session.
    const stranger = await server.signedIn('patient');
    expect((await head(pdfUrl, stranger.token)).statusCode).toBe(404);
    expect((await server.inject({ method: 'HEAD', url: pdfUrl })).statusCode).toBe(401);
  });

  it('una descarga reanudada por partes (Range) devuelve 206 con los bytes pedidos; solo la primera parte se registra', async () => {
    const before = await openingsOf(patient.id);
    const first = await get(pdfUrl, { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${reportPdf.length}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.rawPayload.equals(reportPdf.subarray(0, 100))).toBe(true);
    const rest = await get(pdfUrl, { range: 'bytes=100-' });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 100-${reportPdf.length - 1}/${reportPdf.length}`);
    expect(Buffer.concat([first.rawPayload, rest.rawPayload]).equals(reportPdf)).toBe(true);
    const tail = await get(pdfUrl, { range: 'bytes=-16' });
    expect(tail.rawPayload.equals(reportPdf.subarray(-16))).toBe(true);
    expect(await openingsOf(patient.id)).toBe(before + 1);
  });

  it('un rango fuera del archivo responde 416 con el mensaje en español; un Range ilegible se ignora', async () => {
    const outside = await get(pdfUrl, { range: `bytes=${reportPdf.length}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${reportPdf.length}`);
    expect(outside.json()).toEqual({
      message: portalMessages.rangeNotSatisfiable,
      code: 'BAD_USER_INPUT',
      messageKey: portalMessages.rangeNotSatisfiable,
      field: 'range',
    });
    for (const range of ['bytes=abc', 'lines=1-2', 'bytes=0-1,5-9', 'bytes=9-3']) {
      const whole = await get(pdfUrl, { range });
      expect(whole.statusCode, range).toBe(200);
      expect(whole.rawPayload.equals(reportPdf), range).toBe(true);
    }
  });

  it('con el ETag que ya tiene responde 304 sin cuerpo; If-Range con otro ETag manda el archivo entero', async () => {
    const { etag } = (await head(pdfUrl)).headers;
    const same = await get(pdfUrl, { 'if-none-match': String(etag) });
    expect(same.statusCode).toBe(304);
    expect(same.rawPayload).toHaveLength(0);
    const changed = await get(pdfUrl, { range: 'bytes=0-9', 'if-range': '"otro"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(reportPdf)).toBe(true);
    const unchanged = await get(pdfUrl, { range: 'bytes=0-9', 'if-range': String(etag) });
    expect(unchanged.statusCode).toBe(206);
    expect(unchanged.rawPayload).toHaveLength(10);
  });

  it('el ZIP del estudio anuncia su longitud exacta antes de enviarse; HEAD y Range dan los mismos bytes', async () => {
    const whole = await get(study.zipUrl);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/zip');
    expect(Number(whole.headers['content-length'])).toBe(whole.rawPayload.length);
    expect(whole.rawPayload.length).toBeGreaterThan(xrayPng.length + reportPdf.length);
    const before = await openingsOf(patient.id);
    const probe = await head(study.zipUrl);
    expect(probe.statusCode).toBe(200);
    expect(probe.headers['content-length']).toBe(String(whole.rawPayload.length));
    expect(probe.headers.etag).toBe(whole.headers.etag);
    expect(probe.rawPayload).toHaveLength(0);
    // A download cut after 1000 bytes resumes where it stopped, across the files inside.
    const resumed = await get(study.zipUrl, { range: 'bytes=1000-', 'if-range': String(whole.headers.etag) });
    expect(resumed.statusCode).toBe(206);
    expect(resumed.headers['content-range']).toBe(
      `bytes 1000-${whole.rawPayload.length - 1}/${whole.rawPayload.length}`,
    );
    expect(resumed.rawPayload.equals(whole.rawPayload.subarray(1000))).toBe(true);
    const middle = await get(study.zipUrl, { range: `bytes=${xrayPng.length}-${xrayPng.length + 4095}` });
    expect(middle.rawPayload.equals(whole.rawPayload.subarray(xrayPng.length, xrayPng.length + 4096))).toBe(true);
    expect(await openingsOf(patient.id)).toBe(before);
  });

  it('el ZIP de un enlace compartido con DICOMDIR anuncia su longitud y sale igual cada vez, para poder reanudarlo', async () => {
    const dicomStudy = await studyWithDicom(server, lab.token, patient.id, await dicomRadiograph());
    const created = await server.gql<{ createStudyShare: Share }>(
      CREATE_SHARE,
      { input: { studyId: dicomStudy.id, allowDownload: true } },
      lab.token,
    );
    const opened = await server.gql<{ openSharedStudy: SharedAnswer }>(OPEN_SHARED, {
      token: tokenOf(created.data!.createStudyShare),
    });
    const zipUrl = opened.data!.openSharedStudy.study!.zipUrl!;
    const first = await server.inject({ method: 'GET', url: zipUrl });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.includes(Buffer.from('DICOMDIR'))).toBe(true);
    expect(Number(first.headers['content-length'])).toBe(first.rawPayload.length);
    const second = await server.inject({ method: 'GET', url: zipUrl });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const tail = await server.inject({ method: 'GET', url: zipUrl, headers: { range: 'bytes=-200' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(first.rawPayload.subarray(-200))).toBe(true);
    const probe = await server.inject({ method: 'HEAD', url: zipUrl });
    expect(probe.headers['content-length']).toBe(String(first.rawPayload.length));
  });

  it('un adjunto del chat admite HEAD y Range como los resultados; HEAD no queda como descarga', async () => {
    const chatId = await openChat(server, lab.token, patient.id);
    const message: ChatMessage = await sendAttachment(server, lab.token, chatId, {
      name: 'indicaciones.pdf',
      bytes: reportPdf,
    });
    const url = message.attachment!.url;
    const downloads = async () =>
      (
        await server.db
          .select()
          .from(accessLog)
          .where(and(eq(accessLog.userId, patient.id), eq(accessLog.action, 'chat_attachment_download')))
      ).length;
    const probe = await head(url);
    expect(probe.statusCode).toBe(200);
    expect(probe.headers).toMatchObject({
      'content-length': String(reportPdf.length),
      'content-type': 'application/pdf',
      'accept-ranges': 'bytes',
    });
    expect(probe.headers['content-disposition']).toBe("attachment; filename*=UTF-8''indicaciones.pdf");
    expect(await downloads()).toBe(0);
    const part = await get(url, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(reportPdf.subarray(10, 20))).toBe(true);
    expect(await downloads()).toBe(0);
    expect((await get(url)).rawPayload.equals(reportPdf)).toBe(true);
    expect(await downloads()).toBe(1);
  });

  it('una imagen pública se sirve por partes y conserva su caché pública aunque la pida alguien con sesión', async () => {
    const form = await formUpload('file', xrayPng, 'foto.png');
    const upload = await server.inject({
      method: 'POST',
      url: '/study-groups/upload',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(lab.token) },
    });
    const { url } = upload.json() as { url: string };
    expect(url).toMatch(/^\/files\/public\//);
    const probe = await server.inject({ method: 'HEAD', url });
    expect(probe.statusCode).toBe(200);
    expect(probe.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(xrayPng.length),
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const part = await get(url, { range: 'bytes=0-7' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(xrayPng.subarray(0, 8))).toBe(true);
    expect(part.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const same = await server.inject({ method: 'GET', url, headers: { 'if-none-match': String(probe.headers.etag) } });
    expect(same.statusCode).toBe(304);
    expect((await server.inject({ method: 'GET', url: '/files/public/editor/no-existe.png' })).statusCode).toBe(404);
  });
});

describe(`Cache-Control: no-store para quien tiene sesión (${databaseKind()})`, () => {
  let server: TestServer;
  let patient: Signed;
  beforeAll(async () => {
    server = await startTestServer();
    patient = await server.signedIn('patient');
  });
  afterAll(() => server.close());

  it('las respuestas a una petición con sesión no se guardan en ningún caché: GraphQL y REST', async () => {
    const me = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...bearer(patient.token) },
      payload: { query: '{ me { id } }' },
    });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const heartbeat = await server.inject({ method: 'GET', url: '/heartbeat', headers: bearer(patient.token) });
    expect(heartbeat.headers['cache-control']).toBe('no-store');
    const refused = await server.inject({ method: 'GET', url: '/chat-message/999999', headers: bearer(patient.token) });
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('sin sesión la respuesta anónima guarda su propia política (el catálogo público se puede guardar)', async () => {
    const anonymous = await server.inject({ method: 'GET', url: '/heartbeat' });
    expect(anonymous.headers['cache-control']).toBeUndefined();
    const catalogue = await server.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ publicCourses { id } }')}`,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.headers['cache-control']).toMatch(/^public, max-age=\d+/);
  });
});
