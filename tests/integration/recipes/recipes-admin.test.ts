import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { frontRecipe } from '../../../server/src/app-content/public-reads.js';
import { recipes } from '../../../server/src/app-content/recipes.tables.js';
import { databaseKind } from '../../support/test-database.js';
import { expectOnlyCurrentReachesApp, expectReorderReachesApp } from '../../support/app-content.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import {
  coverBytes,
  coverUpload,
  DELETE,
  hours,
  keyOf,
  keysOf,
  pdfBytes,
  pdfUpload,
  recipeInput,
  recipeRequests,
  REORDER,
} from './recipe-requests.js';

describe(`recetario de la app (${databaseKind()})`, () => {
  let server: TestServer;
  let admin: string;
  let requests: ReturnType<typeof recipeRequests>;
  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.signedIn('admin')).token;
    requests = recipeRequests(server);
  });
  afterAll(() => server.close());

  const rowOf = async (id: string) =>
    (
      await server.db
        .select()
        .from(recipes)
        .where(eq(recipes.id, Number(id)))
    )[0];
  const served = (url: string) => server.inject({ method: 'GET', url });

  it('el administrador crea un documento con su PDF y su portada: va al final y la app lo recibe sin sesión', async () => {
    const before = await requests.adminList(admin);
    const pdf = pdfBytes('Recetario de estudios 2025');
    const result = await requests.create(admin, recipeInput(), [pdfUpload(pdf), coverUpload(await coverBytes())]);
    expect(result.errors).toBeUndefined();
    const recipe = result.data!.createRecipe;
    expect(recipe).toMatchObject({ pdfBytes: pdf.length, isFront: false, state: 'PUBLISHED' });
    expect(recipe.position).toBe(Math.max(0, ...before.map((r) => r.position)) + 1);
    expect(recipe.pdfUrl).toMatch(/^\/files\/public\/app\/recipes\/[\w-]+\.pdf$/);
    expect(recipe.cover).toMatchObject({ mediaType: 'image/png', width: 800, height: 1000 });
    expect(recipe.cover.sizes.map((size) => size.width)).toEqual([360, 720, 800]);

    const document = await served(recipe.pdfUrl);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    // The admin previews it in a frame of the portal, and only the portal may frame it.
    expect(document.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(document.rawPayload.equals(pdf)).toBe(true);
    expect((await served(recipe.cover.sizes[0].url)).headers['content-type']).toBe('image/webp');

    const published = await requests.publicRecipes();
    expect(published.at(-1)).toEqual({
      id: recipe.id,
      title: recipe.title,
      pdfUrl: recipe.pdfUrl,
      pdfBytes: pdf.length,
      isFront: false,
      position: recipe.position,
      cover: { url: recipe.cover.url },
    });
  });

  it('acepta la portada antes que el PDF en la solicitud', async () => {
    const result = await requests.create(admin, recipeInput(), [coverUpload(await coverBytes()), pdfUpload()]);
    expect(result.errors).toBeUndefined();
    expect(result.data!.createRecipe.pdfUrl).toMatch(/\.pdf$/);
    expect(result.data!.createRecipe.cover.url).toMatch(/\.png$/);
  });

  it('al editar sin archivos se quedan los actuales; con archivos nuevos los anteriores se borran del almacenamiento', async () => {
    const recipe = await requests.created(admin);
    const title = `Solicitud de tomografía (CBCT) editada ${Date.now()}`;
    const kept = await requests.update(admin, recipe.id, recipeInput({ title, published: false }));
    expect(kept.errors).toBeUndefined();
    expect(kept.data!.updateRecipe).toMatchObject({
      title,
      state: 'DRAFT',
      pdfUrl: recipe.pdfUrl,
      cover: recipe.cover,
      position: recipe.position,
    });
    expect(await requests.storedFiles()).toEqual(expect.arrayContaining(keysOf(recipe)));
    expect((await requests.adminList(admin, 'tomografia CBCT EDITADA')).map((r) => r.id)).toContain(recipe.id);

    const newPdf = pdfBytes('Segunda edicion');
    const replaced = await requests.update(admin, recipe.id, recipeInput({ title }), [
      pdfUpload(newPdf),
      coverUpload(await coverBytes(200)),
    ]);
    expect(replaced.errors).toBeUndefined();
    const after = replaced.data!.updateRecipe;
    expect(after.pdfUrl).not.toBe(recipe.pdfUrl);
    expect(after.cover.url).not.toBe(recipe.cover.url);
    expect(after.pdfBytes).toBe(newPdf.length);
    expect((await served(after.pdfUrl)).rawPayload.equals(newPdf)).toBe(true);
    const files = await requests.storedFiles();
    expect(files).toEqual(expect.arrayContaining(keysOf(after)));
    for (const old of keysOf(recipe)) expect(files).not.toContain(old);
    expect((await served(recipe.pdfUrl)).statusCode).toBe(404);

    const onlyCover = await requests.update(admin, recipe.id, recipeInput({ title }), [
      coverUpload(await coverBytes(90)),
    ]);
    expect(onlyCover.data!.updateRecipe.pdfUrl).toBe(after.pdfUrl);
    expect(await requests.storedFiles()).not.toContain(keyOf(after.cover.url));
    expect(await requests.storedFiles()).toContain(keyOf(after.pdfUrl));
  });

  it('sólo un documento es la portada de la app: marcar otro se la quita al anterior', async () => {
    const first = await requests.created(admin, { isFront: true });
    expect(first.isFront).toBe(true);
    const second = await requests.created(admin, { isFront: true });
    expect(second.isFront).toBe(true);
    expect((await rowOf(first.id)).isFront).toBe(false);
    expect((await server.db.select().from(recipes).where(eq(recipes.isFront, true))).map((r) => r.id)).toEqual([
      Number(second.id),
    ]);
    const published = await requests.publicRecipes();
    expect(published.filter((r) => r.isFront).map((r) => r.id)).toEqual([second.id]);

    const back = await requests.update(admin, first.id, recipeInput({ isFront: true }));
    expect(back.data!.updateRecipe.isFront).toBe(true);
    expect((await rowOf(second.id)).isFront).toBe(false);
    expect((await frontRecipe(server.app.deps))?.id).toBe(Number(first.id));
  });

  it('dos administradores marcan dos documentos como portada a la vez: ambos se guardan y queda uno solo', async () => {
    const [first, second] = [await requests.created(admin), await requests.created(admin)];
    const results = await Promise.all(
      [first, second].map((recipe) =>
        requests.update(admin, recipe.id, recipeInput({ title: recipe.title, isFront: true })),
      ),
    );
    for (const result of results) expect(result.errors).toBeUndefined();
    const fronts = await server.db.select().from(recipes).where(eq(recipes.isFront, true));
    expect(fronts).toHaveLength(1);
    expect([Number(first.id), Number(second.id)]).toContain(fronts[0].id);
  });

  it('la portada en borrador, programada o vencida no es la que recibe la app', async () => {
    const recipe = await requests.created(admin, { isFront: true });
    const { deps } = server.app;
    expect((await frontRecipe(deps))?.id).toBe(Number(recipe.id));
    const windows = [
      { published: false },
      { publishFrom: hours(-5), publishUntil: hours(-1) },
      { publishFrom: hours(2) },
    ];
    for (const window of windows) {
      const result = await requests.update(admin, recipe.id, recipeInput({ isFront: true, ...window }));
      expect(result.data!.updateRecipe.isFront).toBe(true);
      expect(await frontRecipe(deps), JSON.stringify(window)).toBeNull();
    }
    // The same window, seen from inside it: the scheduled front counts once its start is reached.
    expect((await frontRecipe(deps, new Date(Date.now() + 3 * 3_600_000)))?.id).toBe(Number(recipe.id));
  });

  it('borrador, programado y vencido nunca llegan a la app; la ventana vigente sí', async () => {
    await expectOnlyCurrentReachesApp(
      (publication) => requests.created(admin, publication),
      async () => (await requests.publicRecipes()).map((r) => r.id),
    );
  });

  it('reordena con la lista completa; la app recibe el nuevo orden', async () => {
    await requests.created(admin);
    const reversed = await expectReorderReachesApp({
      server,
      mutation: REORDER,
      field: 'reorderRecipes',
      ids: (await requests.adminList(admin)).map((r) => r.id),
      publicIds: async () => (await requests.publicRecipes()).map((r) => r.id),
      token: admin,
    });

    const wrong = await server.gql(REORDER, { ids: reversed.slice(1) }, admin);
    expect(wrong.errors![0]).toMatchObject({
      message: messages.reorderIdsMismatch,
      extensions: { code: 'BAD_USER_INPUT', field: 'ids' },
    });
  });

  it('borra un documento: su PDF y su portada se van del almacenamiento y la app ya no lo recibe', async () => {
    const recipe = await requests.created(admin);
    expect(await requests.storedFiles()).toEqual(expect.arrayContaining(keysOf(recipe)));
    const result = await server.gql<{ deleteRecipe: boolean }>(DELETE, { id: recipe.id }, admin);
    expect(result.data!.deleteRecipe).toBe(true);
    expect(await rowOf(recipe.id)).toBeUndefined();
    const files = await requests.storedFiles();
    for (const key of keysOf(recipe)) expect(files).not.toContain(key);
    expect((await served(recipe.pdfUrl)).statusCode).toBe(404);
    expect((await requests.publicRecipes()).map((r) => r.id)).not.toContain(recipe.id);
    const again = await server.gql(DELETE, { id: recipe.id }, admin);
    expect(again.errors![0].extensions!.code).toBe('NOT_FOUND');
  });
});
