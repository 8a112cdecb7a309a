import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { projectRoot } from '../../server/src/common/project-root.js';
import { appContentPrefix } from '../../server/src/app-content/content-files.js';
import { graphqlUpload } from './multipart.js';
import type { GqlResult, TestServer } from './test-server.js';

/** An image file to send as the `image` variable of an app content mutation. */
export type ImageFile = { name: string; bytes: Uint8Array; type?: string };

/** A demo image of the repository (server/src/seed/app-images/<kind>/<name>). */
export async function repositoryImage(kind: string, name: string): Promise<ImageFile> {
  return {
    name,
    bytes: await readFile(join(projectRoot, 'server/src/seed/app-images', kind, name)),
    type: 'image/png',
  };
}

/** Files an app content mutation must refuse: a GIF, a text file renamed .png, a PNG's first bytes then garbage, and one over 5 MB. */
export async function refusedImages(
  png: ImageFile,
): Promise<Record<'gif' | 'text' | 'fakePng' | 'oversize', ImageFile>> {
  const gif = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#1565c0' } })
    .gif()
    .toBuffer();
  return {
    gif: { name: 'animacion.gif', bytes: gif, type: 'image/gif' },
    text: { name: 'nota.png', bytes: new TextEncoder().encode('Esto no es una imagen.'), type: 'image/png' },
    fakePng: {
      name: 'rota.png',
      bytes: Buffer.concat([Buffer.from(png.bytes).subarray(0, 64), Buffer.alloc(4096, 7)]),
      type: 'image/png',
    },
    oversize: {
      name: 'enorme.png',
      bytes: Buffer.concat([png.bytes, Buffer.alloc(5 * 1024 * 1024)]),
      type: 'image/png',
    },
  };
}

/** A GraphQL request with the `image` upload beside the variables (a multipart request), or a plain one without. */
export async function gqlWithImage<T>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
  image: ImageFile | null,
  token?: string,
): Promise<GqlResult<T>> {
  if (!image) return server.gql<T>(query, variables, token);
  const upload = await graphqlUpload(query, variables, { field: 'image', ...image });
  const response = await server.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...upload.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: upload.payload,
  });
  return { status: response.statusCode, ...(response.json() as object) };
}

/**
 * Resolves once the server's background jobs are done: an image's AVIF copies are written (files
 * and the row's image) by a job after its save, so a before-and-after comparison waits for them.
 */
export const jobsDone = (server: TestServer): Promise<void> => server.app.deps.jobs.idle();

/** Storage keys under a kind's folder of the server's data (DATA_DIR/files/public/app/<kind>), sorted, once the jobs are done. */
export async function storedFiles(server: TestServer, kind: string): Promise<string[]> {
  await jobsDone(server);
  const prefix = appContentPrefix(kind);
  const names = await readdir(join(server.dataDir, 'files', prefix), { recursive: true }).catch(() => [] as string[]);
  return names.map((name) => `${prefix}/${name}`).sort();
}

/** The storage key a public file URL (/files/<key>) points to. */
export const keyOfUrl = (url: string) => url.replace(/^\/files\//, '');

const inHours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

/**
 * Creates a draft, a scheduled, an expired and a current item of a kind (`create` takes the
 * publication fields), checks the states the administration sees, and that the app's public list
 * holds the current one and none of the others.
 */
export async function expectOnlyCurrentReachesApp(
  create: (publication: Record<string, unknown>) => Promise<{ id: string; state: string }>,
  publicIds: () => Promise<string[]>,
): Promise<void> {
  const draft = await create({ published: false });
  const scheduled = await create({ publishFrom: inHours(2) });
  const expired = await create({ publishFrom: inHours(-5), publishUntil: inHours(-1) });
  const current = await create({ publishFrom: inHours(-1), publishUntil: inHours(3) });
  expect([draft.state, scheduled.state, expired.state, current.state]).toEqual([
    'DRAFT',
    'SCHEDULED',
    'EXPIRED',
    'PUBLISHED',
  ]);
  const ids = await publicIds();
  expect(ids).toContain(current.id);
  for (const hidden of [draft, scheduled, expired]) expect(ids).not.toContain(hidden.id);
}

/**
 * Sends every item of a kind backwards through its reorder mutation (`field` names it), checks
 * the positions it answers and that the app's public list follows the new order. Answers the ids
 * sent.
 */
export async function expectReorderReachesApp(options: {
  server: TestServer;
  mutation: string;
  field: string;
  ids: string[];
  publicIds: () => Promise<string[]>;
  token: string;
}): Promise<string[]> {
  const reversed = [...options.ids].reverse();
  const result = await options.server.gql<Record<string, { id: string; position: number }[]>>(
    options.mutation,
    { ids: reversed },
    options.token,
  );
  expect(result.errors).toBeUndefined();
  expect(result.data![options.field]).toEqual(reversed.map((id, index) => ({ id, position: index + 1 })));
  const published = await options.publicIds();
  expect(published).toEqual(reversed.filter((id) => published.includes(id)));
  return reversed;
}
