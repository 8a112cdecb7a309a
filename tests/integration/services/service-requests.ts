import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { graphqlUpload } from '../../support/multipart.js';
import type { GqlResult, TestServer } from '../../support/test-server.js';

export const FIELDS =
  'id name description position published publishFrom publishUntil state image { url mediaType width height sizes { width height url } }';
export const ADMIN_SERVICES = `query ($search: String) { adminServices(search: $search) { ${FIELDS} } }`;
export const ADMIN_SERVICE = `query ($id: ID!) { adminService(id: $id) { ${FIELDS} } }`;
export const PUBLIC_SERVICES = '{ services { id name description position image { url sizes { width url } } } }';
export const CREATE = `mutation ($input: ServiceInput!, $image: Upload) { createService(input: $input, image: $image) { ${FIELDS} } }`;
export const UPDATE = `mutation ($id: ID!, $input: ServiceInput!, $image: Upload) { updateService(id: $id, input: $input, image: $image) { ${FIELDS} } }`;
export const DELETE = 'mutation ($id: ID!) { deleteService(id: $id) }';
export const REORDER = 'mutation ($ids: [ID!]!) { reorderServices(ids: $ids) { id position } }';

export type AppImage = {
  url: string;
  mediaType: string;
  width: number;
  height: number;
  sizes: { width: number; height: number; url: string }[];
};

export type AdminService = {
  id: string;
  name: string;
  description: string;
  position: number;
  published: boolean;
  publishFrom: string | null;
  publishUntil: string | null;
  state: string;
  image: AppImage;
};

export type ImageFile = { name: string; bytes: Uint8Array };

/** A picture `width` × `height` as PNG (or JPEG), like one the admin picks. */
export async function picture(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' = 'png',
): Promise<ImageFile> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 160 } } });
  return { name: `servicio.${format}`, bytes: await image.toFormat(format).toBuffer() };
}

/** A real 1 × 1 GIF: an image type the app content does not take. */
export const gif: ImageFile = {
  name: 'animacion.gif',
  bytes: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
};

/** A GraphQL operation with an optional image upload (multipart, as the portal sends it). */
export async function sendWithImage<T>(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
  token: string | undefined,
  image?: ImageFile,
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

/** The files stored for services on the server's disk, as storage keys, sorted. */
export async function storedServiceFiles(server: TestServer): Promise<string[]> {
  const folder = join(server.dataDir, 'files', 'public', 'app', 'services');
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(join(server.dataDir, 'files').length + 1))
    .sort();
}

/** The storage keys an AppImage points to (its original and its sizes), from their URLs. */
export const keysOf = (image: AppImage) =>
  [image.url, ...image.sizes.map((size) => size.url)].map((url) => url.replace(/^\/files\//, '')).sort();
