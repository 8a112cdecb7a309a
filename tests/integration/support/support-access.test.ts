import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/limits.js';
import { messages } from '../../../shared/messages.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import {
  ANSWER,
  ASSIGN,
  ASSIGNEES,
  CLOSE,
  CREATE,
  createWithFile,
  DESK,
  DESK_ONE,
  download,
  FOLLOW_UP,
  MINE,
  MY_ONE,
  png,
  REOPEN,
  requestRow,
  type SupportRequest,
  supportApi,
} from './support-requests.js';

describe(`solicitudes de soporte: quién puede qué (${databaseKind()})`, () => {
  let server: TestServer;
  let api: ReturnType<typeof supportApi>;
  let lucia: Awaited<ReturnType<TestServer['signedIn']>>;
  let luciaRequest: SupportRequest;
  let admin: Awaited<ReturnType<TestServer['signedIn']>>;
  beforeAll(async () => {
    server = await startTestServer();
    api = supportApi(server);
    admin = await server.signedIn('admin');
    lucia = await server.signedIn('patient', { name: 'Lucía' });
    const sent = await createWithFile(
      server,
      lucia.token,
      { subject: 'No veo mi radiografía', message: 'En la app no aparece mi estudio de ayer.' },
      { name: 'captura.png', bytes: png },
    );
    expect(sent.errors).toBeUndefined();
    luciaRequest = sent.data!.createSupportRequest;
  });
  afterAll(() => server.close());

  const codeOf = async (query: string, variables: Record<string, unknown>, token?: string) =>
    (await server.gql(query, variables, token)).errors?.[0]?.extensions?.code ?? 'OK';

  it('sin sesión, ninguna operación de soporte responde: UNAUTHENTICATED, y el archivo 401', async () => {
    const id = luciaRequest.id;
    const operations: [string, Record<string, unknown>][] = [
      [CREATE, { input: { subject: 'Hola', message: 'Hola' } }],
      [MINE, {}],
      [MY_ONE, { id }],
      [FOLLOW_UP, { id, message: 'Hola' }],
      [DESK, {}],
      [DESK_ONE, { id }],
      [ASSIGNEES, {}],
      [ASSIGN, { id, assigneeId: admin.id }],
      [ANSWER, { id, message: 'Hola' }],
      [CLOSE, { id }],
      [REOPEN, { id }],
    ];
    for (const [query, variables] of operations) expect(await codeOf(query, variables)).toBe('UNAUTHENTICATED');
    expect((await download(server, luciaRequest.attachment!.url)).statusCode).toBe(401);
    expect((await requestRow(server, id)).state).toBe('OPEN');
  });

  it.each(['doctor', 'patient'] as Role[])(
    'un %s no ve la bandeja de soporte ni asigna, responde, cierra o reabre: FORBIDDEN',
    async (role) => {
      const user = await server.signedIn(role);
      const id = luciaRequest.id;
      for (const [query, variables] of [
        [DESK, {}],
        [DESK_ONE, { id }],
        [ASSIGNEES, {}],
        [ASSIGN, { id, assigneeId: user.id }],
        [ANSWER, { id, message: 'Hola' }],
        [CLOSE, { id }],
        [REOPEN, { id }],
      ] as const)
        expect(await codeOf(query, variables, user.token)).toBe('FORBIDDEN');
      expect(await requestRow(server, id)).toMatchObject({ state: 'OPEN', assigneeId: null });
    },
  );

  it.each(['admin', 'laboratory', 'office-admin'] as Role[])(
    'el equipo de soporte (%s) ve la solicitud de Lucía en la bandeja y descarga su archivo',
    async (role) => {
      const staff = await server.signedIn(role);
      const page = await api.ok<{ supportRequests: { edges: { node: SupportRequest }[] } }>(
        DESK,
        { search: 'radiografia', state: 'OPEN' },
        staff.token,
      );
      expect(page.supportRequests.edges.map((edge) => edge.node.id)).toContain(luciaRequest.id);
      const file = await download(server, luciaRequest.attachment!.url, staff.token);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.rawPayload.equals(png)).toBe(true);
    },
  );

  it('cualquier usuario con sesión envía solicitudes, y cada uno ve solo las suyas', async () => {
    for (const role of ['admin', 'doctor', 'laboratory', 'office-admin', 'patient'] as Role[]) {
      const user = await server.signedIn(role);
      const sent = await api.create(user.token, { subject: `Duda de ${role}`, message: 'Tengo una duda' });
      expect(sent).toMatchObject({ state: 'OPEN', requester: { id: String(user.id) } });
      expect((await api.mine(user.token)).map((request) => request.id)).toEqual([sent.id]);
    }
  });

  it('otro paciente no ve la solicitud de Lucía, ni su archivo, ni puede escribir en ella: NOT_FOUND', async () => {
    const pedro = await server.signedIn('patient', { name: 'Pedro' });
    expect(await api.mine(pedro.token)).toEqual([]);
    expect(await codeOf(MY_ONE, { id: luciaRequest.id }, pedro.token)).toBe('NOT_FOUND');
    expect(await codeOf(FOLLOW_UP, { id: luciaRequest.id, message: 'Hola' }, pedro.token)).toBe('NOT_FOUND');
    const file = await download(server, luciaRequest.attachment!.url, pedro.token);
    expect(file.statusCode).toBe(404);
    expect(file.json()).toMatchObject({ code: 'NOT_FOUND', message: messages.notFound });
    expect(file.rawPayload.includes(png)).toBe(false);
    // Nor does her doctor: support requests are not part of the clinical record.
    const doctor = await server.signedIn('doctor');
    expect((await download(server, luciaRequest.attachment!.url, doctor.token)).statusCode).toBe(404);
  });

  it('Lucía abre su solicitud y descarga su archivo; una solicitud que no existe responde NOT_FOUND', async () => {
    const mine = await api.ok<{ mySupportRequest: SupportRequest }>(MY_ONE, { id: luciaRequest.id }, lucia.token);
    expect(mine.mySupportRequest).toMatchObject({
      subject: 'No veo mi radiografía',
      attachment: { name: 'captura.png', mediaType: 'image/png', size: png.length },
    });
    expect((await download(server, luciaRequest.attachment!.url, lucia.token)).statusCode).toBe(200);
    expect(await codeOf(MY_ONE, { id: '99999999' }, lucia.token)).toBe('NOT_FOUND');
    expect(await codeOf(DESK_ONE, { id: '99999999' }, admin.token)).toBe('NOT_FOUND');
    expect((await download(server, '/support-files/99999999', admin.token)).statusCode).toBe(404);
  });

  it('el personal tampoco abre con mySupportRequest una solicitud ajena: esa vista es solo de quien la envió', async () => {
    expect(await codeOf(MY_ONE, { id: luciaRequest.id }, admin.token)).toBe('NOT_FOUND');
  });

  it('una solicitud sin archivo no tiene descarga: NOT_FOUND', async () => {
    const sent = await api.create(lucia.token, { subject: 'Sin archivo', message: 'Solo texto' });
    expect(sent.attachment).toBeNull();
    expect((await download(server, `/support-files/${sent.id}`, lucia.token)).statusCode).toBe(404);
  });
});
