import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { graphqlUpload } from '../../support/multipart.js';
import type { GqlResult, TestServer } from '../../support/test-server.js';

const IMAGE = 'image { url mediaType width height sizes { width height url } }';
export const FIELDS = `id name address lat lng directions mapUrl mapServiceUrl contacts { name phone } phones openingHours ${IMAGE} position published publishFrom publishUntil state`;
export const ADMIN_LIST = `query ($search: String) { adminBranchOffices(search: $search) { ${FIELDS} } }`;
export const ADMIN_ONE = `query ($id: ID!) { adminBranchOffice(id: $id) { ${FIELDS} } }`;
export const PUBLIC_LIST = `{ branchOffices { id name address lat lng directions mapUrl contacts { name phone } phones openingHours ${IMAGE} position } }`;
export const CREATE = `mutation ($input: BranchOfficeInput!, $image: Upload) { createBranchOffice(input: $input, image: $image) { ${FIELDS} } }`;
export const UPDATE = `mutation ($id: ID!, $input: BranchOfficeInput!, $image: Upload, $removeImage: Boolean) { updateBranchOffice(id: $id, input: $input, image: $image, removeImage: $removeImage) { ${FIELDS} } }`;
export const DELETE = 'mutation ($id: ID!) { deleteBranchOffice(id: $id) }';
export const REORDER = 'mutation ($ids: [ID!]!) { reorderBranchOffices(ids: $ids) { id position } }';

export type AppImage = {
  url: string;
  mediaType: string;
  width: number;
  height: number;
  sizes: { width: number; height: number; url: string }[];
};
export type AdminBranchOffice = {
  id: string;
  name: string;
  address: string;
  lat: number;
  lng: number;
  directions: string | null;
  mapUrl: string;
  mapServiceUrl: string | null;
  contacts: { name: string; phone: string }[];
  phones: string[];
  openingHours: string | null;
  image: AppImage | null;
  position: number;
  published: boolean;
  publishFrom: string | null;
  publishUntil: string | null;
  state: string;
};

// A PostgreSQL test database keeps the rows of earlier runs: each run's names are its own.
const run = `${Date.now()}`;
let tag = 0;
/** A unique office name of this run. */
export const officeName = (label = 'Sucursal') => `${label} ${++tag}-${run}`;

/** A valid form as the admin fills it, with overrides. */
export const officeInput = (overrides: Record<string, unknown> = {}) => ({
  name: officeName(),
  address: 'Av. Álvaro Obregón 121, Roma Norte, Cuauhtémoc, CDMX',
  lat: 19.4194,
  lng: -99.1617,
  directions: 'Frente al Jardín Pushkin; estacionamiento en la calle de atrás.',
  mapServiceUrl: null,
  contacts: [{ name: 'Lic. Ana Pérez', phone: '5512345678' }],
  phones: ['5598765432'],
  openingHours: 'Lunes a viernes de 7:00 a 20:00; sábados de 8:00 a 14:00',
  published: true,
  publishFrom: null,
  publishUntil: null,
  ...overrides,
});

/** A real picture in the given format, so sharp can make its sizes. */
export const picture = (format: 'png' | 'jpeg' | 'webp' = 'png', width = 800, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 160 } } })
    .toFormat(format)
    .toBuffer();

/** A one-pixel GIF: an image, but not a type app content takes. */
export const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

/** A GraphQL multipart request with the office's image. */
export async function withImage<T>(
  server: TestServer,
  token: string,
  query: string,
  variables: Record<string, unknown>,
  file: { name: string; bytes: Uint8Array; type?: string },
): Promise<GqlResult<T>> {
  const upload = await graphqlUpload(query, variables, { field: 'image', ...file });
  const response = await server.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...upload.headers, authorization: `Bearer ${token}` },
    payload: upload.payload,
  });
  return { status: response.statusCode, ...(response.json() as object) };
}

/** Files stored for branch offices under DATA_DIR/files/public/app/branch-offices, as storage keys. */
export async function storedOfficeFiles(dataDir: string): Promise<string[]> {
  const root = join(dataDir, 'files');
  const entries = await readdir(join(root, 'public', 'app', 'branch-offices'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();
}

/** The storage keys an answered image points to (its URLs are /files/<key>). */
export const keysOf = (image: AppImage | null) =>
  image ? [image.url, ...image.sizes.map((size) => size.url)].map((url) => url.replace(/^\/files\//, '')).sort() : [];
