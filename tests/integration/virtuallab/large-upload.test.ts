import { createHash, type Hash, randomFillSync } from 'node:crypto';
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEnvironment, serverNodeFlagsFor } from '../../../scripts/server-node-flags.mjs';
import { compileServer, type ServerBuild, spawnServer, type SpawnedServer } from '../../support/spawned-server.js';

// A 1 GiB study file through the real server, run as its own process (the compiled server, with
// the node flags and environment of production: the heap cap, and --expose-gc for the upload's
// young collections) so that its resident memory is measured alone, from /proc. The spawned server
// always uses its own embedded database, so the PostgreSQL run of the suite has nothing to add
// and skips it.
const linux = process.platform === 'linux';
const onPostgres = process.env.TEST_DB === 'postgres';
if (!linux) console.warn('Subida de 1 GiB omitida: mide la memoria del servidor en /proc, que sólo existe en Linux.');
if (onPostgres)
  console.warn(
    'Subida de 1 GiB omitida en la pasada de PostgreSQL: el servidor que arranca usa su propia base embebida (ya cubierta en la pasada de PGlite).',
  );

const MiB = 1024 * 1024;
const GiB = 1024 * MiB;
const memoryGrowthLimit = 100 * MiB;

describe.skipIf(!linux || onPostgres)('laboratorio sube un estudio de 1 GiB al servidor real', () => {
  let build: ServerBuild | undefined;
  let dataDir: string;
  let server: SpawnedServer | undefined;
  let port: number;
  let token: string;
  const studiesDir = () => join(dataDir, 'files', 'studies');

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-large-upload-'));
    build = await compileServer('large-upload');
    server = await spawnServer(build, {
      name: 'servidor de la subida grande',
      nodeArgs: serverNodeFlagsFor({}),
      env: {
        ...serverEnvironment,
        SEED_DEMO: 'true',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        RATE_LIMIT_PER_MINUTE: '100000',
        STUDY_FILE_SIZE_LIMIT_MB: '2048',
      },
    });
    port = server.port;
    token = await login('laboratorio@demo.mx', 'demo1234');
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await build?.remove();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('la subida responde 201 con el tamaño y la suma SHA-256 exactos, el disco guarda esos bytes y la memoria del servidor crece menos de 100 MB', async () => {
    const before = await storedFiles();
    const hash = createHash('sha256');
    const memory = watchMemory(server!.pid!);

    const upload = sendStudyFile(token, 'cbct.zip', zipBytes(GiB, hash));
    upload.sent.catch(() => {}); // awaited below, once the answer says why sending could have stopped
    const answer = await upload.response;
    const peak = memory.stop();

    expect(answer.status, answer.body).toBe(201);
    await upload.sent;
    const checksum = hash.digest('hex');
    expect(JSON.parse(answer.body).data).toEqual({
      id: expect.any(Number),
      name: 'cbct.zip',
      mediaType: 'application/zip',
      size: GiB,
      checksum,
      dicom: null,
    });

    const added = (await storedFiles()).filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    const path = join(studiesDir(), added[0]);
    expect((await stat(path)).size).toBe(GiB);
    expect(await fileChecksum(path)).toBe(checksum);

    const growth = peak.peakBytes - peak.baselineBytes;
    expect(
      growth,
      `resident memory ${mb(peak.baselineBytes)} before the upload, peak ${mb(peak.peakBytes)} (${peak.source})`,
    ).toBeLessThan(memoryGrowthLimit);
  }, 90_000);

  it('una subida cancelada a la mitad no deja fila ni bytes guardados', async () => {
    const first = await uploadSmallZip();
    const before = await storedFiles();

    // 200 MiB of the file, then the sender stops and waits until the test hangs up.
    let hangUp = () => {};
    const hungUp = new Promise<void>((resolve) => {
      hangUp = resolve;
    });
    async function* halfAFile() {
      let sent = 0;
      for await (const chunk of zipBytes(GiB, createHash('sha256'))) {
        yield chunk;
        sent += chunk.length;
        if (sent >= 200 * MiB) break;
      }
      await hungUp;
    }
    // No .zip in the name: a ZIP named so is first spooled aside to look for DICOM images inside
    // (study-zip-upload.ts); this test follows the bytes as they reach the study storage.
    const upload = sendStudyFile(token, 'exportacion-cancelada', halfAFile());
    upload.response.catch(() => {}); // the socket is destroyed below: no answer arrives
    upload.sent.catch(() => {});

    // The server was writing the file to disk when the upload stopped...
    let partial: string;
    try {
      partial = await eventually(
        async () => {
          const [name] = (await storedFiles()).filter((file) => !before.includes(file));
          const size = name ? ((await stat(join(studiesDir(), name)).catch(() => undefined))?.size ?? 0) : 0;
          return size > 100 * MiB ? name : undefined;
        },
        30_000,
        'the partial file never reached 100 MiB on disk',
      );
    } finally {
      upload.request.destroy();
      hangUp();
    }
    expect(partial).toMatch(/\.zip$/); // the type sniffed from the content

    // ...and removes it once the client is gone, for good.
    await eventually(
      async () => ((await storedFiles()).length === before.length ? true : undefined),
      10_000,
      'the partial file was not removed',
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await storedFiles()).toEqual(before);

    // Nothing else inserts study files, so consecutive ids mean no row was added in between.
    const next = await uploadSmallZip();
    expect(next.id).toBe(first.id + 1);
  }, 60_000);

  async function uploadSmallZip(): Promise<{ id: number; size: number }> {
    const upload = sendStudyFile(token, 'pequeño.zip', zipBytes(4096, createHash('sha256')));
    upload.sent.catch(() => {}); // a refusal shows in the answer
    const answer = await upload.response;
    expect(answer.status, answer.body).toBe(201);
    return JSON.parse(answer.body).data;
  }

  /** Names of the stored study files (DATA_DIR/files/studies/<uuid>.<ext>), sorted. */
  async function storedFiles(): Promise<string[]> {
    return (await readdir(studiesDir()).catch(() => [] as string[])).sort();
  }

  /**
   * POSTs a multipart form with one field `file` to /studies/uploads with chunked transfer
   * encoding, as the bytes come: nothing is buffered in the test.
   */
  function sendStudyFile(bearer: string, name: string, bytes: AsyncIterable<Buffer>) {
    const boundary = `----portal-test-${process.pid}-${Date.now()}`;
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/studies/uploads',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.once('error', reject);
      request.once('response', (incoming) => {
        let body = '';
        incoming.setEncoding('utf8').on('data', (text: string) => {
          body += text;
        });
        incoming.once('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
        incoming.once('error', reject);
      });
    });
    const sent = pipeline(async function* () {
      yield Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: application/zip\r\n\r\n`,
      );
      yield* bytes;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }, request);
    return { request, response, sent };
  }

  async function gql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (!body.data) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
    return body.data;
  }

  async function login(identifier: string, password: string): Promise<string> {
    const data = await gql<{ login: { token: string } }>(
      'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }',
      { i: identifier, p: password },
    );
    return data.login.token;
  }
});

/**
 * A ZIP of `size` bytes as a CBCT export starts (a local file header for one stored entry),
 * then random bytes a megabyte at a time, each chunk added to `hash` as it is handed out.
 */
async function* zipBytes(size: number, hash: Hash): AsyncGenerator<Buffer> {
  const name = Buffer.from('scan.dcm');
  const header = Buffer.alloc(30 + name.length);
  header.writeUInt32LE(0x04034b50, 0); // local file header signature
  header.writeUInt16LE(20, 4); // version needed to extract
  header.writeUInt32LE(size - header.length, 18); // compressed size (method 0: stored)
  header.writeUInt32LE(size - header.length, 22); // uncompressed size
  header.writeUInt16LE(name.length, 26);
  name.copy(header, 30);
  hash.update(header);
  yield header;
  for (let left = size - header.length; left > 0;) {
    // A new buffer each time: the request may still hold the previous one.
    const chunk = randomFillSync(Buffer.allocUnsafeSlow(Math.min(MiB, left)));
    hash.update(chunk);
    left -= chunk.length;
    yield chunk;
  }
}

/**
 * Samples a process's resident memory every 100 ms from now on. The kernel's own peak (VmHWM)
 * is reset first, so that what the server reached while starting up does not count.
 */
function watchMemory(pid: number) {
  let peakReset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    peakReset = false; // some kernels or containers refuse: the samples alone decide
  }
  const baselineBytes = procStatusBytes(pid, 'VmRSS');
  let sampled = baselineBytes;
  const timer = setInterval(() => {
    sampled = Math.max(sampled, procStatusBytes(pid, 'VmRSS'));
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      sampled = Math.max(sampled, procStatusBytes(pid, 'VmRSS'));
      const kernelPeak = peakReset ? procStatusBytes(pid, 'VmHWM') : 0;
      return {
        baselineBytes,
        peakBytes: Math.max(sampled, kernelPeak),
        source: peakReset
          ? `VmHWM ${mb(kernelPeak)}, highest VmRSS sample ${mb(sampled)}`
          : `VmRSS samples only, VmHWM could not be reset`,
      };
    },
  };
}

function procStatusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no ${field} for process ${pid}`);
  return Number(match[1]) * 1024;
}

const mb = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;

async function fileChecksum(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path, { highWaterMark: MiB })) hash.update(chunk);
  return hash.digest('hex');
}

/** Polls `probe` every 100 ms until it returns a value; fails with `message` after `timeoutMs`. */
async function eventually<T>(probe: () => Promise<T | undefined>, timeoutMs: number, message: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
