import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { bearer } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

/**
 * Routes that are not the REST API: the SPA's pages, the browser's redirects of the sign-in
 * through the identity provider, GraphQL (schema.graphql is its contract) and the reader itself.
 */
const notRest = (url: string) =>
  url === '/*' ||
  url === '/graphql' ||
  url.startsWith('/docs') ||
  url.startsWith('/auth/oidc/') ||
  // DICOMweb is documented by its standard (PS3.18), not as part of the REST compatibility API.
  url.startsWith('/dicom-web/');
const openApiPath = (url: string) => url.replace(/\*$/, ':path').replace(/:(\w+)/g, '{$1}');

describe(`documento OpenAPI de las rutas REST (${databaseKind()})`, () => {
  let server: TestServer;
  let document: Document;
  beforeAll(async () => {
    server = await startTestServer();
    const response = await server.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => server.close());

  it('/docs/json es un documento OpenAPI válido, con el token bearer como esquema de seguridad', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('lista cada ruta REST con sus parámetros, su cuerpo y el esquema de cada respuesta', () => {
    const routes = server.app.routeTable.filter((route) => !notRest(route.url));
    expect(routes.length).toBeGreaterThanOrEqual(18);
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      expect(operation.summary, name).toBeTruthy();
      expect(operation.tags, name).toHaveLength(1);
      expect(operation.description, name).toContain('Who may call it: ');
      expect(operation.security, name).toEqual(route.access === 'public' ? [] : [{ bearerAuth: [] }]);
      for (const param of route.url.replace(/\*$/, ':path').match(/:\w+/g) ?? []) {
        expect(
          operation.parameters?.map((p) => `${p.in}:${p.name}`),
          name,
        ).toContain(`path:${param.replace(':', '')}`);
      }
      if (route.method === 'POST') expect(Object.keys(operation.requestBody?.content ?? {}), name).not.toHaveLength(0);
      const success = Object.keys(operation.responses).find((status) => /^2\d\d$/.test(status));
      expect(operation.responses[success!]?.content, name).toBeDefined();
      const errors = Object.keys(operation.responses).filter((status) => /^[45]\d\d$/.test(status) && status !== '402');
      // The load balancer's probes are outside the request limit; the readiness probe's 503 is its own answer.
      const probe = operation.tags?.[0] === 'Health';
      expect(errors, name).toEqual(
        expect.arrayContaining([
          ...(route.access === 'public' ? [] : ['401']),
          ...(probe ? [] : ['429']),
          '500',
          '503',
        ]),
      );
      if (probe) expect(errors, name).not.toContain('429');
      for (const status of errors.filter((status) => !(probe && status === '503'))) {
        // A refused upload of a ZIP also lists the images inside it that were refused.
        const refusedImages = name === 'POST /studies/uploads' && status === '400' ? ['refused'] : [];
        expect(
          Object.keys(operation.responses[status].content!['application/json'].schema.properties!),
          `${name} ${status}`,
        ).toEqual([
          'message',
          'code',
          'messageKey',
          'field',
          'fileName',
          'fields',
          'reason',
          'retryAfter',
          ...refusedImages,
        ]);
      }
    }
  });

  it('dice la forma exacta de los cuerpos: los nombres heredados del pago y del curso, y los formularios multipart', () => {
    const payment = document.paths['/courses/payment-conekta'].post;
    expect(Object.keys(payment.requestBody!.content['application/json'].schema.properties!)).toEqual(
      expect.arrayContaining(['token_id', 'course_id', 'quantity', 'name_user', 'mother_lastname', 'email', 'phone']),
    );
    expect(Object.keys(payment.responses['402'].content!['application/json'].schema.properties!)).toEqual([
      'message',
      'data',
    ]);
    const course =
      document.paths['/courses-registration/{id}'].get.responses['200'].content!['application/json'].schema.properties!
        .data;
    expect(Object.keys((course as { properties: object }).properties)).toEqual(
      expect.arrayContaining(['course_name', 'investment', 'available_spaces', 'course_headquarter']),
    );
    const send = document.paths['/chat-message'].post.requestBody!.content;
    expect(Object.keys(send)).toEqual(['multipart/form-data']);
    expect(Object.keys(send['multipart/form-data'].schema.properties!)).toEqual(['idChat', 'message', 'document']);
    expect(Object.keys(document.paths['/chat'].post.requestBody!.content).sort()).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
  });

  it('ni la SPA, ni GraphQL, ni las respuestas 405 a HEAD, ni /docs aparecen en el documento', () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => path === '/{*}' || path === '/graphql' || path.startsWith('/docs'))).toEqual([]);
    expect(Object.values(document.paths).flatMap((operations) => Object.keys(operations))).not.toContain('head');
  });

  it('/docs responde la página del lector con la misma política de seguridad del portal', async () => {
    const page = await server.inject({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="swagger-ui">');
    const portal = await server.inject({ method: 'GET', url: '/heartbeat' });
    expect(page.headers['content-security-policy']).toBe(portal.headers['content-security-policy']);
    // Scripts only from the portal itself (WebAssembly compiles for the image viewer's codecs), never inline.
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'wasm-unsafe-eval';");
    const script = await server.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
  });
});

describe(`un cuerpo que el esquema rechaza (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const verify = (payload: unknown) =>
    server.inject({
      method: 'POST',
      url: '/courses-registration/verify-email',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('verificar un correo con un campo faltante, de otro tipo o demasiado largo responde 400 en español con el campo', async () => {
    for (const [payload, field, message] of [
      [{ course_id: 1 }, 'email', messages.fieldRequired],
      [{ email: 'ana@correo.mx' }, 'course_id', messages.fieldRequired],
      [{ email: { direccion: 'ana@correo.mx' }, course_id: 1 }, 'email', messages.valueInvalid],
      [{ email: 'ana@correo.mx', course_id: { id: 1 } }, 'course_id', messages.valueInvalid],
      [{ email: `${'a'.repeat(250)}@correo.mx`, course_id: 1 }, 'email', messages.textTooLong],
      ['ana@correo.mx', 'body', messages.valueInvalid],
    ] as const) {
      const response = await verify(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual({
        message,
        code: 'BAD_USER_INPUT',
        messageKey: message,
        field,
      });
    }
  });

  it('las reglas del formulario siguen respondiendo con su propio mensaje', async () => {
    const response = await verify({ email: 'no-es-un-correo', course_id: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: messages.recoveryEmailInvalid,
      code: 'BAD_USER_INPUT',
      field: 'email',
    });
  });

  it('un texto con NUL se rechaza antes que el esquema, nombrando su campo', async () => {
    const response = await verify({ email: 'ana\u0000@correo.mx', course_id: { id: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: messages.textInvalid,
      code: 'BAD_USER_INPUT',
      messageKey: messages.textInvalid,
      field: 'email',
    });
  });

  it('sin sesión, una ruta protegida responde 401 antes de mirar la consulta; con sesión, 400 con el campo', async () => {
    const url = '/chat-message/1?per_page=muchos';
    const anonymous = await server.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    const patient = await server.signedIn('patient');
    const signedIn = await server.inject({ method: 'GET', url, headers: bearer(patient.token) });
    expect(signedIn.statusCode).toBe(400);
    expect(signedIn.json()).toEqual({
      message: messages.valueInvalid,
      code: 'BAD_USER_INPUT',
      messageKey: messages.valueInvalid,
      field: 'per_page',
    });
  });
});
