import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/limits.js';
import { messages } from '../../../shared/messages.js';
import {
  createRecipe,
  deleteRecipe,
  listRecipes,
  reorderRecipes,
  updateRecipe,
} from '../../../server/src/app-content/recipes.service.js';
import { recipes } from '../../../server/src/app-content/recipes.tables.js';
import type { Actor } from '../../../server/src/common/actor.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import {
  ADMIN_RECIPES,
  coverBytes,
  coverUpload,
  DELETE,
  gifBytes,
  hours,
  pdfBytes,
  pdfUpload,
  recipeInput,
  recipeRequests,
  REORDER,
  type Upload,
} from './recipe-requests.js';
import { jobsDone } from '../../support/app-content.js';

// A 1 MB limit keeps the oversize uploads small.
const limitMb = 1;
const overLimit = (head: Buffer) => Buffer.concat([head, Buffer.alloc(limitMb * 1024 * 1024)]);

describe(`recetario: lo que se rechaza no deja nada guardado (${databaseKind()})`, () => {
  let server: TestServer;
  let admin: string;
  let requests: ReturnType<typeof recipeRequests>;
  let png: Buffer;
  beforeAll(async () => {
    server = await startTestServer({ fileSizeLimitMb: limitMb });
    admin = (await server.signedIn('admin')).token;
    requests = recipeRequests(server);
    png = await coverBytes();
  });
  afterAll(() => server.close());

  const snapshot = async () => {
    await jobsDone(server);
    return {
      rows: await server.db.select().from(recipes).orderBy(recipes.id),
      files: await requests.storedFiles(),
    };
  };

  type Case = [string, () => Record<string, unknown>, () => Upload[], string, string];
  const refusals: Case[] = [
    [
      'un PNG renombrado .pdf',
      () => recipeInput(),
      () => [pdfUpload(png, 'receta.pdf'), coverUpload(png)],
      'pdf',
      messages.pdfInvalid,
    ],
    [
      'un texto como PDF',
      () => recipeInput(),
      () => [pdfUpload(Buffer.from('Indicaciones: ayuno de 8 horas.\n'), 'indicaciones.pdf'), coverUpload(png)],
      'pdf',
      messages.pdfInvalid,
    ],
    [
      'un PDF vacío',
      () => recipeInput(),
      () => [pdfUpload(Buffer.alloc(0)), coverUpload(png)],
      'pdf',
      messages.pdfInvalid,
    ],
    [
      'una portada GIF',
      () => recipeInput(),
      () => [pdfUpload(), coverUpload(gifBytes, 'portada.gif')],
      'cover',
      messages.appImageInvalid,
    ],
    [
      'un PDF como portada',
      () => recipeInput(),
      () => [pdfUpload(), coverUpload(pdfBytes(), 'portada.png')],
      'cover',
      messages.appImageInvalid,
    ],
    [
      'un PDF que supera el límite',
      () => recipeInput(),
      () => [pdfUpload(overLimit(pdfBytes())), coverUpload(png)],
      'pdf',
      messages.fileTooLarge,
    ],
    [
      'una portada que supera el límite',
      () => recipeInput(),
      () => [pdfUpload(), coverUpload(overLimit(png))],
      'cover',
      messages.fileTooLarge,
    ],
    ['sin PDF', () => recipeInput(), () => [coverUpload(png)], 'pdf', messages.pdfRequired],
    ['sin portada', () => recipeInput(), () => [pdfUpload()], 'cover', messages.appImageRequired],
    [
      'sin título',
      () => recipeInput({ title: '   ' }),
      () => [pdfUpload(), coverUpload(png)],
      'title',
      messages.titleRequired,
    ],
    [
      'un título de 256 caracteres',
      () => recipeInput({ title: 'x'.repeat(256) }),
      () => [pdfUpload(), coverUpload(png)],
      'title',
      messages.titleMax,
    ],
    [
      'una ventana que termina antes de empezar',
      () => recipeInput({ publishFrom: hours(5), publishUntil: hours(1) }),
      () => [pdfUpload(), coverUpload(png)],
      'publishUntil',
      messages.publishUntilBeforeFrom,
    ],
  ];

  it.each(refusals)(
    'al crear rechaza %s en español, sin fila ni archivo',
    async (_label, input, uploads, field, message) => {
      await jobsDone(server);
      const before = await snapshot();
      const result = await requests.create(admin, input(), uploads());
      expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
      expect(await snapshot()).toEqual(before);
    },
  );

  // On update a missing file keeps the current one: every other refusal applies.
  const missingFile: string[] = [messages.pdfRequired, messages.appImageRequired];
  it.each(refusals.filter(([, , , , message]) => !missingFile.includes(message)))(
    'al editar rechaza %s en español; el documento y sus archivos quedan como estaban',
    async (_label, input, uploads, field, message) => {
      const recipe = await requests.created(admin);
      await jobsDone(server);
      const before = await snapshot();
      const result = await requests.update(admin, recipe.id, input(), uploads());
      expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each<Role>(['doctor', 'laboratory', 'office-admin', 'patient'])(
    '%s recibe FORBIDDEN en cada operación de administración y nada cambia',
    async (role) => {
      const user = await server.signedIn(role);
      const recipe = await requests.created(admin, { isFront: true });
      await jobsDone(server);
      const before = await snapshot();
      const ids = before.rows.map((row) => String(row.id)).reverse();
      const files = () => [pdfUpload(), coverUpload(png)];
      const results = [
        await server.gql(ADMIN_RECIPES, {}, user.token),
        await server.gql('query ($id: ID!) { adminRecipe(id: $id) { id } }', { id: recipe.id }, user.token),
        await requests.create(user.token, recipeInput({ isFront: true }), files()),
        await requests.update(user.token, recipe.id, recipeInput({ title: 'Cambiado' }), files()),
        await server.gql(DELETE, { id: recipe.id }, user.token),
        await server.gql(REORDER, { ids }, user.token),
      ];
      for (const result of results) expect(result.errors![0].extensions!.code).toBe('FORBIDDEN');
      expect(await snapshot()).toEqual(before);
    },
  );

  it('sin sesión, las operaciones de administración piden iniciar sesión y nada cambia', async () => {
    const recipe = await requests.created(admin);
    await jobsDone(server);
    const before = await snapshot();
    const results = [
      await server.gql(ADMIN_RECIPES, {}),
      await requests.create(undefined, recipeInput(), [pdfUpload(), coverUpload(png)]),
      await requests.update(undefined, recipe.id, recipeInput(), [pdfUpload()]),
      await server.gql(DELETE, { id: recipe.id }),
    ];
    for (const result of results) expect(result.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    expect(await snapshot()).toEqual(before);
  });

  it('los servicios revisan quién los llama antes de abrir un archivo', async () => {
    const { deps } = server.app;
    const recipe = await requests.created(admin);
    await jobsDone(server);
    const before = await snapshot();
    let opened = 0;
    const uploads = {
      pdf: () => {
        opened++;
        return Promise.reject(new Error('no debió abrirse'));
      },
    };
    for (const role of ['doctor', 'laboratory', 'office-admin', 'patient'] as const) {
      const actor: Actor = { userId: 1, role, sessionId: 1 };
      const forbidden = { extensions: { code: 'FORBIDDEN' } };
      await expect(listRecipes(deps, actor)).rejects.toMatchObject(forbidden);
      await expect(createRecipe(deps, actor, recipeInput(), uploads)).rejects.toMatchObject(forbidden);
      await expect(updateRecipe(deps, actor, Number(recipe.id), recipeInput(), uploads)).rejects.toMatchObject(
        forbidden,
      );
      await expect(deleteRecipe(deps, actor, Number(recipe.id))).rejects.toMatchObject(forbidden);
      await expect(reorderRecipes(deps, actor, [])).rejects.toMatchObject(forbidden);
    }
    expect(opened).toBe(0);
    expect(await snapshot()).toEqual(before);
  });
});
