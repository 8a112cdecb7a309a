import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally, startCustomServer } from '../../support/hardening.js';
import { graphqlUploads } from '../../support/multipart.js';
import { databaseKind } from '../../support/test-database.js';
import type { GqlResult, TestServer } from '../../support/test-server.js';
import {
  type AdminRecipe,
  coverBytes,
  coverUpload,
  CREATE,
  keysOf,
  pdfBytes,
  pdfUpload,
  recipeInput,
  recipeRequests,
  type Upload,
  UPDATE,
} from './recipe-requests.js';

/** A real PDF padded to `megabytes` (the portal's client sends the PDF first, then the cover). */
const bigPdf = (megabytes: number, text: string) => {
  const pdf = pdfBytes(text);
  return Buffer.concat([pdf, Buffer.alloc(megabytes * 1024 * 1024 - pdf.length, 0x20)]);
};

describe(`recetario por HTTP real, con un PDF grande (${databaseKind()})`, () => {
  let server: TestServer;
  let address: string;
  let admin: string;
  let requests: ReturnType<typeof recipeRequests>;
  beforeAll(async () => {
    server = await startCustomServer({ config: { fileSizeLimitMb: 10 } });
    address = await listenLocally(server.app);
    admin = (await server.signedIn('admin')).token;
    requests = recipeRequests(server);
  });
  afterAll(() => server.close());

  /** The request as the admin's browser sends it, over a socket; it must answer well within the time given. */
  const overHttp = async <T>(query: string, variables: Record<string, unknown>, uploads: Upload[]) => {
    const request = await graphqlUploads(query, variables, uploads);
    const response = await fetch(`http://${address}/graphql`, {
      method: 'POST',
      headers: { ...request.headers, authorization: `Bearer ${admin}` },
      body: request.payload,
      signal: AbortSignal.timeout(20_000),
    });
    return { status: response.status, ...((await response.json()) as object) } as GqlResult<T>;
  };
  const served = async (url: string) => Buffer.from(await (await fetch(`http://${address}${url}`)).arrayBuffer());

  it('el administrador sube un PDF de 6 MB y después la portada: el documento se crea con los dos archivos', async () => {
    const pdf = bigPdf(6, 'Recetario completo');
    const result = await overHttp<{ createRecipe: AdminRecipe }>(CREATE, { input: recipeInput() }, [
      pdfUpload(pdf),
      coverUpload(await coverBytes()),
    ]);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const recipe = result.data!.createRecipe;
    expect(recipe.pdfBytes).toBe(pdf.length);
    expect(recipe.cover).toMatchObject({ mediaType: 'image/png', width: 800, height: 1000 });
    expect((await served(recipe.pdfUrl)).equals(pdf)).toBe(true);
    expect(await requests.storedFiles()).toEqual(expect.arrayContaining(keysOf(recipe)));
  });

  it('al editarlo, un PDF nuevo de 6 MB y una portada nueva reemplazan a los anteriores', async () => {
    const before = await requests.created(admin);
    const pdf = bigPdf(6, 'Recetario revisado');
    const result = await overHttp<{ updateRecipe: AdminRecipe }>(
      UPDATE,
      { id: before.id, input: recipeInput({ title: before.title }) },
      [pdfUpload(pdf), coverUpload(await coverBytes(200))],
    );
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    const recipe = result.data!.updateRecipe;
    expect(recipe.pdfBytes).toBe(pdf.length);
    expect(recipe.pdfUrl).not.toBe(before.pdfUrl);
    expect(recipe.cover.url).not.toBe(before.cover.url);
    expect((await served(recipe.pdfUrl)).equals(pdf)).toBe(true);
    const stored = await requests.storedFiles();
    expect(stored).toEqual(expect.arrayContaining(keysOf(recipe)));
    // The replaced PDF and cover are gone from the disk.
    for (const key of keysOf(before)) expect(stored).not.toContain(key);
  });
});
