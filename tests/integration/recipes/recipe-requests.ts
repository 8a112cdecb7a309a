import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { graphqlUploads } from '../../support/multipart.js';
import type { GqlResult, TestServer } from '../../support/test-server.js';

export const FIELDS = `id title pdfUrl pdfBytes isFront position published publishFrom publishUntil state
  cover { url mediaType width height sizes { width height url } }`;
export const PUBLIC_RECIPES = '{ recipes { id title pdfUrl pdfBytes isFront position cover { url } } }';
export const ADMIN_RECIPES = `query ($search: String) { adminRecipes(search: $search) { ${FIELDS} } }`;
export const CREATE = `mutation ($input: RecipeInput!, $pdf: Upload, $cover: Upload) {
  createRecipe(input: $input, pdf: $pdf, cover: $cover) { ${FIELDS} } }`;
export const UPDATE = `mutation ($id: ID!, $input: RecipeInput!, $pdf: Upload, $cover: Upload) {
  updateRecipe(id: $id, input: $input, pdf: $pdf, cover: $cover) { ${FIELDS} } }`;
export const DELETE = 'mutation ($id: ID!) { deleteRecipe(id: $id) }';
export const REORDER = 'mutation ($ids: [ID!]!) { reorderRecipes(ids: $ids) { id position } }';

export type AdminRecipe = {
  id: string;
  title: string;
  pdfUrl: string;
  pdfBytes: number;
  isFront: boolean;
  position: number;
  published: boolean;
  publishFrom: string | null;
  publishUntil: string | null;
  state: string;
  cover: { url: string; mediaType: string; width: number; height: number; sizes: { width: number; url: string }[] };
};

export type Upload = { field: 'pdf' | 'cover'; name: string; bytes: Uint8Array; type?: string };

export const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

// A PostgreSQL test database keeps the rows of earlier runs: each run's titles are its own.
const run = `${Date.now()}`;
let tag = 0;
export const recipeInput = (overrides: Record<string, unknown> = {}) => ({
  title: `Recetario de estudios radiográficos ${++tag}-${run}`,
  isFront: false,
  published: true,
  publishFrom: null,
  publishUntil: null,
  ...overrides,
});

/** A small but real PDF whose text tells it apart. */
export function pdfBytes(text = 'Recetario'): Buffer {
  const content = `BT /F1 18 Tf 60 770 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PNG cover, portrait like a document's, of the colour given. */
export const coverBytes = (red = 40) =>
  sharp({ create: { width: 800, height: 1000, channels: 3, background: { r: red, g: 90, b: 160 } } })
    .png()
    .toBuffer();

/** A 1×1 GIF: an image, but not a type the app content takes. */
export const gifBytes = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

export const pdfUpload = (bytes: Uint8Array = pdfBytes(), name = 'recetario.pdf'): Upload => ({
  field: 'pdf',
  name,
  bytes,
  type: 'application/pdf',
});
export const coverUpload = (bytes: Uint8Array, name = 'portada.png'): Upload => ({
  field: 'cover',
  name,
  bytes,
  type: 'image/png',
});

/** The requests of the recipe tests, as a signed-in user (or nobody) sends them. */
export function recipeRequests(server: TestServer) {
  const send = async <T>(query: string, variables: Record<string, unknown>, uploads: Upload[], token?: string) => {
    if (uploads.length === 0) return server.gql<T>(query, variables, token);
    const request = await graphqlUploads(query, variables, uploads);
    const response = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: request.payload,
    });
    return { status: response.statusCode, ...(response.json() as object) } as GqlResult<T>;
  };
  return {
    send,
    create: (token: string | undefined, input: Record<string, unknown>, uploads: Upload[]) =>
      send<{ createRecipe: AdminRecipe }>(CREATE, { input }, uploads, token),
    update: (token: string | undefined, id: string, input: Record<string, unknown>, uploads: Upload[] = []) =>
      send<{ updateRecipe: AdminRecipe }>(UPDATE, { id, input }, uploads, token),
    /** A recipe created by the admin with a PDF and a cover; the test fails when it is refused. */
    async created(token: string, overrides: Record<string, unknown> = {}) {
      const result = await send<{ createRecipe: AdminRecipe }>(
        CREATE,
        { input: recipeInput(overrides) },
        [pdfUpload(), coverUpload(await coverBytes())],
        token,
      );
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      return result.data!.createRecipe;
    },
    async publicRecipes() {
      const result = await server.gql<{ recipes: AdminRecipe[] }>(PUBLIC_RECIPES);
      expect(result.errors).toBeUndefined();
      return result.data!.recipes;
    },
    async adminList(token: string, search?: string) {
      return (await server.gql<{ adminRecipes: AdminRecipe[] }>(ADMIN_RECIPES, { search }, token)).data!.adminRecipes;
    },
    /** Every file the recipe book keeps on disk (keys under public/app/recipes), sorted. */
    async storedFiles() {
      const folder = join(server.dataDir, 'files', 'public', 'app', 'recipes');
      const names = await readdir(folder).catch(() => [] as string[]);
      return names.map((name) => `public/app/recipes/${name}`).sort();
    },
  };
}

/** The storage key behind a public file URL. */
export const keyOf = (url: string) => url.replace(/^\/files\//, '');

/** Every key a recipe's answer points to: its PDF, its cover and the cover's sizes. */
export const keysOf = (recipe: AdminRecipe) =>
  [recipe.pdfUrl, recipe.cover.url, ...recipe.cover.sizes.map((size) => size.url)].map(keyOf).sort();
