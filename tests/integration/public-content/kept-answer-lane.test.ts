import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { courses } from '../../../server/src/courses/courses.tables.js';
import { requestWindowMs } from '../../../server/src/http/request-limit.js';
import { createCourse } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

// Once the whole pipeline has sent a kept public answer, the server sends it again from in front
// of Fastify (http/kept-answer-lane.ts). A visitor must not be able to tell: the same bytes and
// headers, the same request budget, and everything it does not take still answered as before.
// Through real HTTP: Fastify's injection never meets the HTTP server the lane lives on.
const CATALOGUE = '{ publicCourses { id name } }';
const run = `${Date.now()}`;

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** The log lines the server wrote (JSON, at info), as objects. */
function logLines() {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  let rest = '';
  stream.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString();
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) if (part.trim() !== '') lines.push(JSON.parse(part) as Record<string, unknown>);
  });
  return { stream, lines };
}

describe(`las respuestas públicas guardadas salen otra vez por el carril corto, iguales (${databaseKind()})`, () => {
  let server: TestServer;
  let origin: string;
  let courseId: number;
  const log = logLines();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });

  /** One request on the one kept-alive socket; `parts` sends the body in pieces, a turn of the event loop apart. */
  const send = (
    method: string,
    path: string,
    headers: Record<string, string> = {},
    parts: string[] = [],
    address = '203.0.113.10',
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const length = parts.reduce((sum, part) => sum + Buffer.byteLength(part), 0);
      const request = httpRequest(
        `${origin}${path}`,
        {
          method,
          agent,
          headers: {
            'x-forwarded-for': address,
            ...(parts.length > 0 ? { 'content-length': String(length) } : {}),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      request.on('error', reject);
      const write = (index: number) => {
        if (index === parts.length) return request.end();
        request.write(parts[index]);
        setImmediate(() => write(index + 1));
      };
      write(0);
    });
  const post = (body: unknown, headers: Record<string, string> = {}, address?: string) =>
    send('POST', '/graphql', { 'content-type': 'application/json', ...headers }, [JSON.stringify(body)], address);
  const catalogue = (encoding: string, address?: string) =>
    post({ query: CATALOGUE }, { 'accept-encoding': encoding }, address);
  const namesOf = (answer: Answer) =>
    (
      JSON.parse(
        String(answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body),
      ) as { data: { publicCourses: { name: string }[] } }
    ).data.publicCourses.map((course) => course.name);
  /** The request ids of the answers the server logged, in order: Fastify's "req-…", the lane's "kept-…". */
  const answeredBy = () =>
    log.lines.filter((line) => line.msg === 'request completed').map((line) => String(line.reqId));
  const withoutDate = ({ date: _date, ...headers }: IncomingHttpHeaders) => headers;
  /**
   * Asks until the lane answers (at most five times): on a PostgreSQL server a write of this
   * process (the shared request budget's, a sign-in attempt's) makes the next request read the
   * content's versions again, and such a request goes to the pipeline.
   */
  const untilLane = async (ask: () => Promise<Answer>) => {
    const answers: Answer[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      answers.push(await ask());
      if (answeredBy().slice(-1)[0].startsWith('kept-')) return answers;
    }
    throw new Error(`the lane answered none of ${answers.length} requests: ${answeredBy().slice(-5).join(', ')}`);
  };

  beforeAll(async () => {
    server = await startTestServer(
      { logLevel: 'info', logFormat: 'json', trustProxy: true, rateLimitPerMinute: 100_000 },
      { logStream: log.stream },
    );
    // Enough courses for an answer worth compressing (over the 1 KiB threshold).
    for (let index = 0; index < 12; index += 1) {
      const course = await createCourse(server.db, { name: `Curso de endodoncia ${index}-${run}` });
      courseId = course.id;
    }
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    agent.destroy();
    await server.close();
  });

  it('la segunda vez el catálogo sale por el carril con los mismos bytes y cabeceras, en cada codificación', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      // A write to the courses, even one that changes nothing, starts a new state: nothing kept yet.
      await server.db.execute(sql`update courses set name = name where id = ${courseId}`);
      const first = await catalogue(encoding);
      expect(first.status).toBe(200);
      expect(answeredBy().slice(-1)[0]).toMatch(/^req-/);
      const again = await untilLane(() => catalogue(encoding));
      for (const answer of again) {
        expect(withoutDate(answer.headers)).toEqual(withoutDate(first.headers));
        expect(answer.body).toEqual(first.body);
      }
      // The security headers and Vary the pipeline set went with the lane's answer too.
      const last = again[again.length - 1];
      expect(last.headers['content-security-policy']).toContain("default-src 'self'");
      expect(last.headers.vary).toBe(first.headers.vary);
    }
    expect(namesOf(await catalogue('br'))).toContain(`Curso de endodoncia 0-${run}`);
  });

  it('por GET también, con su Cache-Control; un ETag guardado, otro parámetro o un Origin van por el camino completo', async () => {
    const path = `/graphql?query=${encodeURIComponent(CATALOGUE)}`;
    const headers = { 'apollo-require-preflight': 'true', 'accept-encoding': 'br' };
    const first = await send('GET', path, headers);
    const again = (await untilLane(() => send('GET', path, headers))).pop() as Answer;
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.headers['cache-control']).toMatch(/^public, max-age=\d+/);

    const revalidated = await send('GET', path, { ...headers, 'if-none-match': String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(answeredBy().slice(-1)[0]).toMatch(/^req-/);
    // Another parameter (a signed link's, say) is not GraphQL's: the pipeline decides.
    const linked = await send('GET', `${path}&expires=1`, headers);
    expect(answeredBy().slice(-1)[0]).toMatch(/^req-/);
    expect(linked.status).toBe(200);
    // CORS answers per origin: an allowed one gets its header, which the lane never records.
    const allowed = server.app.deps.config.corsOrigins[0];
    const cross = await send('GET', path, { ...headers, origin: allowed });
    expect(cross.headers['access-control-allow-origin']).toBe(allowed);
    expect(answeredBy().slice(-1)[0]).toMatch(/^req-/);
  });

  it('lo que no tiene respuesta guardada pasa entero a GraphQL, con su cuerpo aunque llegue en partes', async () => {
    const before = answeredBy().length;
    const denied = await send('POST', '/graphql', { 'content-type': 'application/json' }, [
      '{"query":"mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }",',
      '"variables":{"i":"nadie@example.com","p":"no-es-la-clave"}}',
    ]);
    expect(denied.status).toBe(200);
    expect(JSON.parse(String(denied.body)).errors[0].message).toBe(messages.invalidCredentials);
    const broken = await send('POST', '/graphql', { 'content-type': 'application/json' }, ['{"query": ']);
    expect(broken.status).toBe(400);
    expect(answeredBy().slice(before)).toEqual([expect.stringMatching(/^req-/), expect.stringMatching(/^req-/)]);
    // The kept answer, its body in pieces, on the same connection.
    const pieces = await untilLane(() =>
      send('POST', '/graphql', { 'content-type': 'application/json', 'accept-encoding': 'br' }, [
        '{"query":',
        JSON.stringify(CATALOGUE),
        '}',
      ]),
    );
    expect(namesOf(pieces[pieces.length - 1])).toContain(`Curso de endodoncia 0-${run}`);
  });

  it('un curso cambiado no sale del carril con su nombre viejo', async () => {
    await catalogue('br');
    const renamed = `Curso renombrado ${run}`;
    await server.db.update(courses).set({ name: renamed }).where(eq(courses.id, courseId));
    const after = await catalogue('br');
    expect(namesOf(after)).toContain(renamed);
    expect(answeredBy().slice(-1)[0]).toMatch(/^req-/);
    for (const answer of await untilLane(() => catalogue('br'))) expect(namesOf(answer)).toContain(renamed);
  });

  it('el carril cuenta cada petición una vez en el límite por dirección, y pasado el límite responde 429 en español', async () => {
    const limited = await startTestServer({ trustProxy: true, rateLimitPerMinute: 4 });
    try {
      await limited.app.listen({ port: 0, host: '127.0.0.1' });
      const address = limited.app.server.address();
      const limitedOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const ask = (body: unknown, from: string) =>
        fetch(`${limitedOrigin}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
          body: JSON.stringify(body),
        });
      // The pipeline sends the catalogue once (from another address), so the lane has it.
      await (await ask({ query: CATALOGUE }, '203.0.113.90')).arrayBuffer();
      // Four requests in one window of the budget: two from the lane, one it hands on, one more;
      // a minute that turns meanwhile would give a new budget, so the window is checked.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const from = `203.0.113.${100 + attempt}`;
        const window = Math.floor(Date.now() / requestWindowMs);
        const statuses: number[] = [];
        for (const body of [{ query: CATALOGUE }, { query: CATALOGUE }, { query: '{ appSettings { demoMode } }' }])
          statuses.push((await ask(body, from)).status);
        statuses.push((await ask({ query: CATALOGUE }, from)).status);
        const refused = await ask({ query: CATALOGUE }, from);
        if (Math.floor(Date.now() / requestWindowMs) !== window) continue;
        expect(statuses).toEqual([200, 200, 200, 200]);
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(JSON.stringify(await refused.json())).toContain(messages.tooManyAttempts);
        return;
      }
      throw new Error('the budget window turned on every attempt');
    } finally {
      await limited.close();
    }
  });

  it('mientras el servidor se vacía todo va por el camino completo, que cierra la conexión', async () => {
    // A server of its own: the others keep serving after this one began its shutdown.
    const draining = await startTestServer({ trustProxy: true });
    try {
      await draining.app.listen({ port: 0, host: '127.0.0.1' });
      const address = draining.app.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
      const ask = () =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
          body: JSON.stringify({ query: CATALOGUE }),
        });
      for (let turn = 0; turn < 2; turn += 1) expect((await ask()).headers.get('connection')).toBe('keep-alive');
      draining.app.beginDrain();
      const answer = await ask();
      expect(answer.status).toBe(200);
      // Only the pipeline closes a connection while draining (drain-on-close.ts).
      expect(answer.headers.get('connection')).toBe('close');
    } finally {
      await draining.close();
    }
  });
});
