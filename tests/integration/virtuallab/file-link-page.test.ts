import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { signLink } from '../../../server/src/files/signed-links.js';
import { type TestUser } from '../../support/factories.js';
import { bearer, studyWithFiles, xrayPng, type StudyResult } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

/** What Chromium sends when a link is opened (a navigation). */
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
const spaHtml =
  '<!doctype html><html lang="es-MX"><head><title>Portal</title></head><body><div id="root"></div></body></html>';
const tenMinutesAgo = () => Date.now() - 11 * 60_000;

describe(`un enlace de archivo vencido o alterado, abierto en el navegador, muestra la página del portal (${databaseKind()})`, () => {
  let server: TestServer;
  let study: StudyResult;
  let patient: TestUser & { token: string };
  beforeAll(async () => {
    server = await startTestServer();
    // The built client, as `npm run build` leaves it: the page is its route for these paths.
    await mkdir(server.app.deps.config.clientDir, { recursive: true });
    await writeFile(join(server.app.deps.config.clientDir, 'index.html'), spaHtml);
    const lab = await server.signedIn('laboratory');
    const doctor = await server.signedIn('doctor');
    patient = await server.signedIn('patient', { doctorId: doctor.id });
    study = await studyWithFiles(server, lab.token, patient.id);
  });
  afterAll(() => server.close());

  /** The links the portal hands the patient, and the session they are signed for. */
  const links = async (token: string) => {
    const result = await server.gql<{ study: { files: { signedUrl: string }[]; signedZipUrl: string } }>(
      'query ($id: ID!) { study(id: $id) { files { signedUrl } signedZipUrl } }',
      { id: study.id },
      token,
    );
    const file = result.data!.study.files[0].signedUrl;
    return {
      file,
      zip: result.data!.study.signedZipUrl,
      sessionId: Number(new URLSearchParams(file.split('?')[1]).get('session')),
    };
  };
  /** A genuine link to `path`, signed eleven minutes ago: its ten minutes are over. */
  const expiredLink = async (path: string, sessionId: number) =>
    signLink(server.db, path, { userId: patient.id, role: 'patient', sessionId }, tenMinutesAgo());
  const open = (url: string, headers: Record<string, string> = { accept: browserAccept }) =>
    server.inject({ method: 'GET', url, headers });
  const expectPortalPage = (response: Awaited<ReturnType<typeof open>>, status: number) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(spaHtml);
    expect(response.rawPayload.includes(xrayPng.subarray(0, 64))).toBe(false);
  };

  it('un enlace vigente abierto en el navegador sigue entregando el archivo', async () => {
    const { file, zip } = await links(patient.token);
    const response = await open(file);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(xrayPng)).toBe(true);
    expect((await open(zip)).headers['content-type']).toBe('application/zip');
  });

  it('vencido (pasaron sus 10 minutos): 410 con la página del portal, para un archivo y para el ZIP', async () => {
    const { sessionId } = await links(patient.token);
    expectPortalPage(await open(await expiredLink(`/files/${study.files[0].id}`, sessionId)), 410);
    expectPortalPage(await open(await expiredLink(`/studies/${study.id}/zip`, sessionId)), 410);
  });

  it('con la sesión ya cerrada: 410 con la misma página', async () => {
    const otherSession = await server.login(patient.email, patient.password);
    const { file } = await links(otherSession);
    await server.gql('mutation { logout }', {}, otherSession);
    expectPortalPage(await open(file), 410);
  });

  it('alterado, recortado o firmado para otro archivo: 403 con la misma página', async () => {
    const { file, zip } = await links(patient.token);
    const tampered = file.replace(
      /signature=([0-9a-f])/,
      (_match, first: string) => `signature=${first === '0' ? '1' : '0'}`,
    );
    expectPortalPage(await open(tampered), 403);
    expectPortalPage(await open(file.replace(/&signature=.*$/, '')), 403);
    expectPortalPage(await open(zip.replace(/^\/studies\/\d+/, `/studies/${Number(study.id) + 1}`)), 403);
  });

  it('la página no dice si el archivo existe: un enlace vencido o alterado a un archivo inexistente responde igual', async () => {
    const { sessionId, file } = await links(patient.token);
    const missing = await expiredLink('/files/2000000000', sessionId);
    expectPortalPage(await open(missing), 410);
    expectPortalPage(await open(`/files/2000000000?${file.split('?')[1]}`), 403);
  });

  it('la aplicación móvil y los clientes de la API siguen recibiendo el JSON 401 de siempre', async () => {
    const { sessionId } = await links(patient.token);
    const expired = await expiredLink(`/files/${study.files[0].id}`, sessionId);
    const json = { message: messages.sessionRequired, code: 'UNAUTHENTICATED', messageKey: messages.sessionRequired };
    const clients: Record<string, string>[] = [
      { accept: 'application/json' },
      {},
      { accept: '*/*' },
      { accept: browserAccept, ...bearer('token-vencido') },
    ];
    for (const headers of clients) {
      const response = await open(expired, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json(), JSON.stringify(headers)).toEqual(json);
    }
    // A path without any link in a browser is no link that expired: the JSON error as before.
    const bare = await open(`/files/${study.files[0].id}`);
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toEqual(json);
  });

  it('sin el cliente compilado no hay página que mostrar: el JSON 401 de siempre', async () => {
    const apiOnly = await startTestServer();
    try {
      const { file } = await links(patient.token);
      const tampered = file.replace(
        /signature=([0-9a-f])/,
        (_match, first: string) => `signature=${first === '0' ? '1' : '0'}`,
      );
      const response = await apiOnly.inject({ method: 'GET', url: tampered, headers: { accept: browserAccept } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: messages.sessionRequired,
        code: 'UNAUTHENTICATED',
        messageKey: messages.sessionRequired,
      });
    } finally {
      await apiOnly.close();
    }
  });
});
