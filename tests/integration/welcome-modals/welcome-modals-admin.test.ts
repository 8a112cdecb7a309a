import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/limits.js';
import { messages } from '../../../shared/messages.js';
import {
  createWelcomeModal,
  deleteWelcomeModal,
  listWelcomeModals,
  reorderWelcomeModals,
  updateWelcomeModal,
} from '../../../server/src/app-content/welcome-modals.service.js';
import { welcomeModals } from '../../../server/src/app-content/welcome-modals.tables.js';
import { type Actor, systemActor } from '../../../server/src/common/actor.js';
import {
  jobsDone,
  gqlWithImage,
  type ImageFile,
  keyOfUrl,
  refusedImages,
  repositoryImage,
  storedFiles,
  expectOnlyCurrentReachesApp,
  expectReorderReachesApp,
} from '../../support/app-content.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const IMAGE = 'image { url mediaType width height sizes { width height url } }';
const FIELDS = `id altText title body position published publishFrom publishUntil state ${IMAGE}`;
const ADMIN_MODALS = `query ($search: String) { adminWelcomeModals(search: $search) { ${FIELDS} } }`;
const PUBLIC_MODALS = `{ welcomeModals { id altText title body position ${IMAGE} } }`;
const CREATE = `mutation ($input: WelcomeModalInput!, $image: Upload) {
  createWelcomeModal(input: $input, image: $image) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: WelcomeModalInput!, $image: Upload) {
  updateWelcomeModal(id: $id, input: $input, image: $image) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteWelcomeModal(id: $id) }';
const REORDER = 'mutation ($ids: [ID!]!) { reorderWelcomeModals(ids: $ids) { id position } }';

type AppImage = {
  url: string;
  mediaType: string;
  width: number;
  height: number;
  sizes: { width: number; height: number; url: string }[];
};
type AdminModal = {
  id: string;
  altText: string;
  title: string;
  body: string | null;
  position: number;
  published: boolean;
  state: string;
  image: AppImage;
};

const KIND = 'welcome-modals';
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const keysOf = (image: AppImage) => [image.url, ...image.sizes.map((size) => size.url)].map(keyOfUrl).sort();
// A PostgreSQL test database keeps the rows of earlier runs: each run's texts are its own.
const run = `${Date.now()}`;
let tag = 0;
const input = (overrides: Record<string, unknown> = {}) => ({
  altText: 'Ilustración de un diente',
  title: `¡Bienvenido a tu laboratorio! ${++tag}-${run}`,
  body: 'Consulta tus estudios y escríbenos por el chat.',
  published: true,
  publishFrom: null,
  publishUntil: null,
  ...overrides,
});

describe(`modales de bienvenida de la app (${databaseKind()})`, () => {
  let server: TestServer;
  let admin: string;
  let picture: ImageFile;
  let other: ImageFile;
  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.signedIn('admin')).token;
    picture = await repositoryImage(KIND, 'bienvenida.png');
    other = await repositoryImage(KIND, 'resultados.png');
  });
  afterAll(() => server.close());

  const create = async (overrides: Record<string, unknown> = {}, image: ImageFile = picture) => {
    const result = await gqlWithImage<{ createWelcomeModal: AdminModal }>(
      server,
      CREATE,
      { input: input(overrides) },
      image,
      admin,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.createWelcomeModal;
  };
  const publicModals = async () =>
    (await server.gql<{ welcomeModals: AdminModal[] }>(PUBLIC_MODALS)).data!.welcomeModals;
  const publicIds = async () => (await publicModals()).map((modal) => modal.id);
  const adminList = async (search?: string) =>
    (await server.gql<{ adminWelcomeModals: AdminModal[] }>(ADMIN_MODALS, { search }, admin)).data!.adminWelcomeModals;
  const rowCount = async () => (await server.db.select().from(welcomeModals)).length;

  it('el administrador crea un modal: va al final y la app lo recibe sin sesión, con su imagen en tamaños para celular', async () => {
    await jobsDone(server);
    const before = await adminList();
    const modal = await create({ title: `  Tus resultados, en tu celular ${run} `, body: ' Te avisamos.\nGracias. ' });
    expect(modal).toMatchObject({
      title: `Tus resultados, en tu celular ${run}`,
      body: 'Te avisamos.\nGracias.',
      state: 'PUBLISHED',
      position: Math.max(0, ...before.map((m) => m.position)) + 1,
    });
    expect(modal.image).toMatchObject({ mediaType: 'image/png', width: 1080, height: 720 });
    expect(modal.image.sizes.map(({ width, height }) => ({ width, height }))).toEqual([
      { width: 360, height: 240 },
      { width: 720, height: 480 },
    ]);
    expect(await storedFiles(server, KIND)).toEqual(expect.arrayContaining(keysOf(modal.image)));
    const thumbnail = await server.inject({ method: 'GET', url: modal.image.sizes[0].url });
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    expect((await publicModals()).at(-1)).toEqual({
      id: modal.id,
      altText: modal.altText,
      title: modal.title,
      body: modal.body,
      position: modal.position,
      image: modal.image,
    });
  });

  it('el texto es opcional: vacío se guarda nulo', async () => {
    const modal = await create({ body: '   ' });
    expect(modal.body).toBeNull();
    const [row] = await server.db
      .select()
      .from(welcomeModals)
      .where(eq(welcomeModals.id, Number(modal.id)));
    expect(row.body).toBeNull();
  });

  it('al editar sin imagen nueva la imagen se queda; con una nueva, los archivos anteriores se borran', async () => {
    const modal = await create();
    const kept = await gqlWithImage<{ updateWelcomeModal: AdminModal }>(
      server,
      UPDATE,
      { id: modal.id, input: input({ title: `Nuevo horario en sucursal Centro ${run}`, published: false }) },
      null,
      admin,
    );
    expect(kept.errors).toBeUndefined();
    expect(kept.data!.updateWelcomeModal).toMatchObject({ state: 'DRAFT', image: modal.image });
    expect((await adminList(`sucursal CENTRO ${run}`)).map((m) => m.id)).toEqual([modal.id]);
    expect(await publicIds()).not.toContain(modal.id);

    const replaced = await gqlWithImage<{ updateWelcomeModal: AdminModal }>(
      server,
      UPDATE,
      { id: modal.id, input: input() },
      other,
      admin,
    );
    expect(replaced.errors).toBeUndefined();
    const image = replaced.data!.updateWelcomeModal.image;
    const files = await storedFiles(server, KIND);
    expect(files).toEqual(expect.arrayContaining(keysOf(image)));
    for (const key of keysOf(modal.image)) expect(files).not.toContain(key);
    const served = await server.inject({ method: 'GET', url: image.url });
    expect(served.rawPayload.equals(Buffer.from(other.bytes))).toBe(true);
  });

  it('borrador, programado y vencido nunca llegan a la app; la ventana vigente sí', async () => {
    await expectOnlyCurrentReachesApp(create, publicIds);
  });

  it('reordena con la lista completa; la app recibe el nuevo orden', async () => {
    await create();
    const reversed = await expectReorderReachesApp({
      server,
      mutation: REORDER,
      field: 'reorderWelcomeModals',
      ids: (await adminList()).map((m) => m.id),
      publicIds: publicIds,
      token: admin,
    });

    const repeated = await server.gql(REORDER, { ids: [...reversed.slice(1), reversed[1]] }, admin);
    expect(repeated.errors![0]).toMatchObject({
      message: messages.reorderIdsMismatch,
      extensions: { code: 'BAD_USER_INPUT', field: 'ids' },
    });
    expect((await adminList()).map((m) => m.id)).toEqual(reversed);
  });

  it('borra un modal: ya no está en la base, ni en la app, ni sus archivos', async () => {
    const modal = await create();
    const result = await server.gql<{ deleteWelcomeModal: boolean }>(DELETE, { id: modal.id }, admin);
    expect(result.data!.deleteWelcomeModal).toBe(true);
    expect(
      await server.db
        .select()
        .from(welcomeModals)
        .where(eq(welcomeModals.id, Number(modal.id))),
    ).toEqual([]);
    expect(await publicIds()).not.toContain(modal.id);
    const files = await storedFiles(server, KIND);
    for (const key of keysOf(modal.image)) expect(files).not.toContain(key);
    const again = await server.gql(DELETE, { id: modal.id }, admin);
    expect(again.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it.each([
    ['title', { title: '  ' }, messages.titleRequired],
    ['title', { title: 'x'.repeat(121) }, messages.welcomeModalTitleMax],
    ['body', { body: 'x'.repeat(1001) }, messages.welcomeModalBodyMax],
    ['altText', { altText: '' }, messages.altTextRequired],
    ['publishUntil', { publishFrom: hours(5), publishUntil: hours(1) }, messages.publishUntilBeforeFrom],
  ])(
    'rechaza %s inválido en español, con imagen y todo, sin guardar fila ni archivo',
    async (field, overrides, message) => {
      const [rows, files] = [await rowCount(), await storedFiles(server, KIND)];
      const result = await gqlWithImage(server, CREATE, { input: input(overrides) }, picture, admin);
      expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
      expect(await rowCount()).toBe(rows);
      expect(await storedFiles(server, KIND)).toEqual(files);
    },
  );

  it('sin imagen no se crea: la imagen es requerida', async () => {
    const rows = await rowCount();
    const result = await gqlWithImage(server, CREATE, { input: input() }, null, admin);
    expect(result.errors![0]).toMatchObject({
      message: messages.appImageRequired,
      extensions: { code: 'BAD_USER_INPUT', field: 'image' },
    });
    expect(await rowCount()).toBe(rows);
  });

  it.each([
    ['un GIF', 'gif', messages.appImageInvalid],
    ['un texto con nombre .png', 'text', messages.appImageInvalid],
    ['una imagen de más de 5 MB', 'oversize', messages.fileTooLarge],
  ] as const)('rechaza %s al crear y al editar, sin dejar nada guardado', async (_label, which, message) => {
    const modal = await create();
    const refused = (await refusedImages(picture))[which];
    const [rows, files] = [await rowCount(), await storedFiles(server, KIND)];
    const created = await gqlWithImage(server, CREATE, { input: input() }, refused, admin);
    expect(created.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'image' } });
    const updated = await gqlWithImage(server, UPDATE, { id: modal.id, input: input() }, refused, admin);
    expect(updated.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'image' } });
    expect(await rowCount()).toBe(rows);
    expect(await storedFiles(server, KIND)).toEqual(files);
    expect((await adminList()).find((m) => m.id === modal.id)!.image).toEqual(modal.image);
  });

  it.each<Role | 'anonymous'>(['doctor', 'laboratory', 'office-admin', 'patient', 'anonymous'])(
    '%s no administra modales de bienvenida: cada operación se rechaza y nada cambia',
    async (role) => {
      const token = role === 'anonymous' ? undefined : (await server.signedIn(role)).token;
      const modal = await create();
      await jobsDone(server);
      const before = await server.db.select().from(welcomeModals).orderBy(welcomeModals.id);
      const files = await storedFiles(server, KIND);
      const ids = before.map((row) => String(row.id)).reverse();
      const operations: [string, Record<string, unknown>, ImageFile | null][] = [
        [ADMIN_MODALS, {}, null],
        ['query ($id: ID!) { adminWelcomeModal(id: $id) { id } }', { id: modal.id }, null],
        [CREATE, { input: input() }, picture],
        [UPDATE, { id: modal.id, input: input({ title: 'Cambiado' }) }, other],
        [DELETE, { id: modal.id }, null],
        [REORDER, { ids }, null],
      ];
      const code = role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      for (const [query, variables, image] of operations) {
        const result = await gqlWithImage(server, query, variables, image, token);
        expect(result.errors![0].extensions!.code, query).toBe(code);
      }
      expect(await server.db.select().from(welcomeModals).orderBy(welcomeModals.id)).toEqual(before);
      expect(await storedFiles(server, KIND)).toEqual(files);
    },
  );

  it('los servicios revisan quién los llama antes de guardar la imagen: sólo un administrador, o el sistema con los de demostración', async () => {
    const { deps } = server.app;
    const upload = () => Readable.from([Buffer.from(picture.bytes)]);
    const seeded = await createWelcomeModal(deps, systemActor, input(), upload());
    await jobsDone(server);
    const before = await server.db.select().from(welcomeModals).orderBy(welcomeModals.id);
    const files = await storedFiles(server, KIND);
    const forbidden = { extensions: { code: 'FORBIDDEN' } };
    for (const role of ['doctor', 'laboratory', 'office-admin', 'patient'] as const) {
      const actor: Actor = { userId: 1, role, sessionId: 1 };
      await expect(listWelcomeModals(deps, actor)).rejects.toMatchObject(forbidden);
      await expect(createWelcomeModal(deps, actor, input(), upload())).rejects.toMatchObject(forbidden);
      await expect(updateWelcomeModal(deps, actor, seeded.id, input(), upload())).rejects.toMatchObject(forbidden);
      await expect(deleteWelcomeModal(deps, actor, seeded.id)).rejects.toMatchObject(forbidden);
      await expect(reorderWelcomeModals(deps, actor, [])).rejects.toMatchObject(forbidden);
    }
    expect(await server.db.select().from(welcomeModals).orderBy(welcomeModals.id)).toEqual(before);
    expect(await storedFiles(server, KIND)).toEqual(files);
  });
});
