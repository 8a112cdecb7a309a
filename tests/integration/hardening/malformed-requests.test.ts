import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { createCourse } from '../../support/factories.js';
import { captureLogs, listenLocally } from '../../support/hardening.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const boundary = 'FormaRotaXyZ';
const part = (headers: string, body: string) => `--${boundary}\r\n${headers}\r\n\r\n${body}\r\n`;
const end = `--${boundary}--\r\n`;
const png = '\x89PNG\r\n\x1a\n0000';

/** Sends raw bytes over a real socket and waits at most 5 s for the whole answer. */
function send(address: string, path: string, body: string, headers: Record<string, string>) {
  const [host, port] = address.split(':');
  const bytes = Buffer.from(body, 'latin1');
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      { host, port, path, method: 'POST', headers: { 'content-length': String(bytes.length), ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      },
    );
    request.setTimeout(5000, () => request.destroy(new Error(`${path}: no answer in 5 s`)));
    request.on('error', reject);
    request.end(bytes);
  });
}

describe(`solicitudes mal formadas: 4xx en español, siempre una respuesta, ningún error del servidor (${databaseKind()})`, () => {
  let server: TestServer;
  let address: string;
  let token: string;
  let courseId: number;
  const logs = captureLogs();
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
    server = await startTestServer({ logLevel: 'info' }, { logStream: logs.stream });
    address = await listenLocally(server.app);
    token = (await server.signedIn('admin')).token;
    courseId = (await createCourse(server.db)).id;
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await server.close();
  });

  const operations = () =>
    JSON.stringify({
      query: 'mutation ($id: ID!, $file: Upload!) { setCourseImage(id: $id, file: $file) { id } }',
      variables: { id: String(courseId), file: null },
    });
  const graphqlParts = (filePart: string) =>
    part('Content-Disposition: form-data; name="operations"', operations()) +
    part('Content-Disposition: form-data; name="map"', '{"0":["variables.file"]}') +
    filePart +
    end;

  /** The headers of a multipart upload as the portal sends it to GraphQL, or to a REST route. */
  const uploadHeaders = (path: string) => ({
    'content-type': `multipart/form-data; boundary=${boundary}`,
    ...(path === '/graphql' ? { 'apollo-require-preflight': 'true' } : {}),
    authorization: `Bearer ${token}`,
  });

  /** Starts an upload to `path` announcing more bytes than it sends, then drops the connection. */
  const cutConnection = async (path: string) => {
    const [host, port] = address.split(':');
    const body =
      path === '/graphql'
        ? graphqlParts(part('Content-Disposition: form-data; name="0"; filename="a.png"', png)).slice(0, -40)
        : part('Content-Disposition: form-data; name="idChat"', '1') +
          part('Content-Disposition: form-data; name="document"; filename="a.png"', '');
    await new Promise<void>((resolve) => {
      const request = http.request({
        host,
        port,
        path,
        method: 'POST',
        headers: { ...uploadHeaders(path), 'content-length': '100000' },
      });
      request.on('error', () => resolve());
      request.write(Buffer.from(body, 'latin1'), () =>
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 100),
      );
    });
    // What the server does with the broken stream happens after the client is gone.
    await new Promise((resolve) => setTimeout(resolve, 300));
  };

  const graphqlCases: Record<string, () => string> = {
    'un NUL en el nombre del archivo': () =>
      graphqlParts(
        part('Content-Disposition: form-data; name="0"; filename="a\u0000b.png"\r\nContent-Type: image/png', png),
      ),
    'un NUL en el nombre del campo del archivo': () =>
      graphqlParts(part('Content-Disposition: form-data; name="0\u0000"; filename="a.png"', png)),
    'un NUL en el nombre de un campo de texto': () =>
      part('Content-Disposition: form-data; name="oper\u0000ations"', '{}') + end,
    'una parte sin Content-Disposition': () => graphqlParts(part('Content-Type: image/png', png)),
    'dos archivos para uno': () =>
      graphqlParts(
        part('Content-Disposition: form-data; name="0"; filename="a.png"', png) +
          part('Content-Disposition: form-data; name="1"; filename="b.png"', png),
      ),
    'un cuerpo vacío': () => '',
    'un nombre de archivo de 5000 caracteres': () =>
      graphqlParts(part(`Content-Disposition: form-data; name="0"; filename="${'a'.repeat(5000)}.png"`, png)),
    'un archivo vacío': () => graphqlParts(part('Content-Disposition: form-data; name="0"; filename="a.png"', '')),
    'un cuerpo cortado a la mitad del archivo': () =>
      graphqlParts(part('Content-Disposition: form-data; name="0"; filename="a.png"', png)).slice(0, -30),
  };

  it.each(Object.keys(graphqlCases))('GraphQL con %s responde 400 con el mensaje del formulario', async (name) => {
    const response = await send(address, '/graphql', graphqlCases[name](), uploadHeaders('/graphql'));
    // A refused form is a 400; a file the resolver finds broken is its field's error (GraphQL's 200).
    expect(response.status, response.body).toBeLessThan(500);
    const error = JSON.parse(response.body).errors?.[0];
    expect(error, response.body).toBeDefined();
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect([messages.multipartInvalid, messages.imageInvalid, messages.fileTooLarge, messages.textInvalid]).toContain(
      error.message,
    );
  });

  const restCases: Record<string, () => string> = {
    'una parte sin Content-Disposition': () => part('Content-Type: image/png', png) + end,
    'un NUL en el nombre del archivo': () =>
      part('Content-Disposition: form-data; name="file"; filename="a\u0000.png"', png) + end,
    'un cuerpo vacío': () => '',
    'un cuerpo cortado': () =>
      (part('Content-Disposition: form-data; name="file"; filename="a.png"', png) + end).slice(0, -20),
  };
  const restRoutes = ['/study-groups/upload', '/studies/uploads', '/chat-message'];

  it.each(restRoutes.flatMap((route) => Object.keys(restCases).map((name) => [route, name])))(
    'REST %s con %s responde 400 en español',
    async (route, name) => {
      const response = await send(address, route, restCases[name](), uploadHeaders(route));
      expect(response.status, response.body).toBeGreaterThanOrEqual(400);
      expect(response.status, response.body).toBeLessThan(500);
      expect(JSON.parse(response.body).message).toMatch(
        /[áéíóúñ]|Agrega|formulario|archivo|imagen|identificador|No encontrado/i,
      );
    },
  );

  it('un cuerpo que no es JSON, un tipo de contenido desconocido o una URL rota: código de la lista y mensaje en español', async () => {
    const cases = [
      {
        method: 'POST',
        url: '/courses-registration/verify-email',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
        status: 400,
        message: messages.requestInvalid,
        code: 'BAD_REQUEST',
      },
      {
        method: 'POST',
        url: '/courses-registration/verify-email',
        headers: { 'content-type': 'text/xml' },
        payload: '<a/>',
        status: 415,
        message: messages.mediaTypeUnsupported,
        code: 'BAD_REQUEST',
      },
      {
        method: 'GET',
        url: '/files/%E0%A4%A',
        status: 400,
        message: messages.requestInvalid,
        code: 'BAD_REQUEST',
      },
    ] as const;
    for (const { status, message, code, ...request } of cases) {
      const response = await server.inject(request);
      expect(response.statusCode, request.url).toBe(status);
      expect(response.json()).toEqual({ message, code, messageKey: message });
    }
    const graphql = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query":',
    });
    expect(graphql.statusCode).toBe(400);
    expect(graphql.json()).toEqual({
      errors: [
        { message: messages.requestInvalid, extensions: { code: 'BAD_REQUEST', messageKey: messages.requestInvalid } },
      ],
    });
  });

  it.each(['/graphql', '/studies/uploads', '/chat-message'])(
    'un cliente que corta la conexión a mitad de %s no deja un error del servidor',
    cutConnection,
  );

  it('GraphQL: una solicitud que Apollo no acepta o cuya operación no se puede elegir responde en español, con el detalle para el desarrollador', async () => {
    const post = (payload: object) =>
      server.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload });
    for (const payload of [{ query: '{ publicCourses { id } }', variables: 'x' }, { query: 5 }, [], {}]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        message: messages.requestInvalid,
        extensions: { code: 'BAD_REQUEST', messageKey: messages.requestInvalid, detail: expect.any(String) },
      });
    }
    const two = await post({ query: 'query A { publicCourses { id } } query B { publicCourses { id } }' });
    expect(two.json().errors[0]).toMatchObject({
      message: messages.operationNameRequired,
      extensions: { code: 'OPERATION_RESOLUTION_FAILURE', messageKey: messages.operationNameRequired },
    });
    const unknown = await post({ query: 'query A { publicCourses { id } }', operationName: 'Z' });
    expect(unknown.json().errors[0]).toMatchObject({
      message: messages.operationUnknown,
      extensions: { code: 'OPERATION_RESOLUTION_FAILURE', messageKey: messages.operationUnknown },
    });
  });

  it('nada llegó al registro como error del servidor ni quedó sin atrapar', async () => {
    // Malformed requests of its own, of the kinds above, so that it checks something when it runs
    // alone or before the others; the lines of those that ran before are read too.
    const from = logs.lines.length;
    const requests: [path: string, body: string][] = [
      ['/graphql', graphqlCases['un NUL en el nombre del archivo']()],
      ['/graphql', graphqlCases['un cuerpo cortado a la mitad del archivo']()],
      ['/studies/uploads', restCases['una parte sin Content-Disposition']()],
      ['/chat-message', restCases['un cuerpo cortado']()],
    ];
    for (const [path, body] of requests) {
      const response = await send(address, path, body, uploadHeaders(path));
      expect(response.status, response.body).toBeLessThan(500);
    }
    const notJson = await server.inject({
      method: 'POST',
      url: '/courses-registration/verify-email',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    for (const path of ['/graphql', '/studies/uploads', '/chat-message']) await cutConnection(path);
    // Every answer was logged: what the server writes reaches the lines read below.
    const completed = logs.lines.slice(from).filter((line) => line.includes('"msg":"request completed"'));
    expect(completed.length).toBeGreaterThanOrEqual(requests.length + 1);
    expect(uncaught).toEqual([]);
    expect(logs.lines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
  });
});
