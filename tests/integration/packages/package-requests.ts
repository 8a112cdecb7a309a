import { expect } from 'vitest';
import { gqlWithImage, type ImageFile, keyOfUrl } from '../../support/app-content.js';
import type { TestServer } from '../../support/test-server.js';

const IMAGE = 'image { url mediaType width height sizes { width height url } }';
const STUDY_TYPES = 'studyTypes { id name }';
export const FIELDS = `id name description ${STUDY_TYPES} price { cents currency } position published publishFrom publishUntil state ${IMAGE}`;
export const ADMIN_PACKAGES = `query ($search: String) { adminPackages(search: $search) { ${FIELDS} } }`;
export const ADMIN_PACKAGE = `query ($id: ID!) { adminPackage(id: $id) { ${FIELDS} } }`;
export const PUBLIC_PACKAGES = `{ packages { id name description ${STUDY_TYPES} price { cents currency } position image { url sizes { width url } } } }`;
export const CREATE = `mutation ($input: PackageInput!, $image: Upload) { createPackage(input: $input, image: $image) { ${FIELDS} } }`;
export const UPDATE = `mutation ($id: ID!, $input: PackageInput!, $image: Upload) {
  updatePackage(id: $id, input: $input, image: $image) { ${FIELDS} } }`;
export const DELETE = 'mutation ($id: ID!) { deletePackage(id: $id) }';
export const REORDER = 'mutation ($ids: [ID!]!) { reorderPackages(ids: $ids) { id position } }';

export type AppImage = { url: string; mediaType: string; sizes: { width: number; height: number; url: string }[] };
export type StudyType = { id: string; name: string };
export type PublicPackage = {
  id: string;
  name: string;
  description: string;
  studyTypes: StudyType[];
  price: { cents: number; currency: string };
  position: number;
  image: { url: string; sizes: { width: number; url: string }[] };
};
export type AdminPackage = Omit<PublicPackage, 'image'> & {
  published: boolean;
  publishFrom: string | null;
  publishUntil: string | null;
  state: string;
  image: AppImage;
};

/** The storage keys an image points to (its original and its sizes), sorted. */
export const keysOf = (image: AppImage) => [image.url, ...image.sizes.map((size) => size.url)].map(keyOfUrl).sort();

/** Every study type of the database, by name (the studyTypes query, as the admin form reads it). */
export async function studyTypesOf(server: TestServer, token: string): Promise<StudyType[]> {
  const result = await server.gql<{ studyTypes: StudyType[] }>('{ studyTypes { id name } }', {}, token);
  expect(result.errors).toBeUndefined();
  return result.data!.studyTypes;
}

/** What a test file's requests use, known once its server has started. */
export type PackageSetup = { token: string; studyTypeIds: string[]; picture: ImageFile };

/** The requests of one test file: its input (with its own names), a create that must succeed, the public list. */
export function packageRequests(server: TestServer, setup: () => PackageSetup) {
  // A PostgreSQL test database keeps the rows of earlier runs: each run's names are its own.
  const run = `${Date.now()}`;
  let tag = 0;
  const input = (overrides: Record<string, unknown> = {}) => ({
    name: `Paquete de ortodoncia ${++tag}-${run}`,
    description: 'Panorámica, cefalometría y fotografías clínicas.',
    studyTypeIds: setup().studyTypeIds,
    price: { cents: 185_050, currency: 'MXN' },
    published: true,
    publishFrom: null,
    publishUntil: null,
    ...overrides,
  });
  return {
    run,
    input,
    async create(overrides: Record<string, unknown> = {}, image?: ImageFile) {
      const { token, picture } = setup();
      const result = await gqlWithImage<{ createPackage: AdminPackage }>(
        server,
        CREATE,
        { input: input(overrides) },
        image ?? picture,
        token,
      );
      expect(result.errors).toBeUndefined();
      return result.data!.createPackage;
    },
    async publicPackages() {
      const result = await server.gql<{ packages: PublicPackage[] }>(PUBLIC_PACKAGES);
      expect(result.errors).toBeUndefined();
      return result.data!.packages;
    },
  };
}
