import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/limits.js';
import { messages } from '../../../shared/messages.js';
import {
  createSlide,
  deleteSlide,
  listSlides,
  reorderSlides,
  updateSlide,
} from '../../../server/src/app-content/slides.service.js';
import { slides } from '../../../server/src/app-content/slides.tables.js';
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
const FIELDS = `id altText linkUrl position published publishFrom publishUntil state ${IMAGE}`;
const ADMIN_SLIDES = `query ($search: String) { adminSlides(search: $search) { ${FIELDS} } }`;
const PUBLIC_SLIDES = `{ slides { id altText linkUrl position ${IMAGE} } }`;
const CREATE = `mutation ($input: SlideInput!, $image: Upload) { createSlide(input: $input, image: $image) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: SlideInput!, $image: Upload) {
  updateSlide(id: $id, input: $input, image: $image) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteSlide(id: $id) }';
const REORDER = 'mutation ($ids: [ID!]!) { reorderSlides(ids: $ids) { id position } }';

type AppImage = {
  url: string;
  mediaType: string;
  width: number;
  height: number;
  sizes: { width: number; height: number; url: string }[];
};
type AdminSlide = {
  id: string;
  altText: string;
  linkUrl: string | null;
  position: number;
  published: boolean;
  state: string;
  image: AppImage;
};

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const keysOf = (image: AppImage) => [image.url, ...image.sizes.map((size) => size.url)].map(keyOfUrl).sort();
// A PostgreSQL test database keeps the rows of earlier runs: each run's texts are its own.
const run = `${Date.now()}`;
let tag = 0;
const input = (overrides: Record<string, unknown> = {}) => ({
  altText: `Tomografía dental 3D en 24 horas ${++tag}-${run}`,
  linkUrl: 'https://laboratorio.example/tomografia',
  published: true,
  publishFrom: null,
  publishUntil: null,
  ...overrides,
});

describe(`slides del carrusel de la app (${databaseKind()})`, () => {
  let server: TestServer;
  let admin: string;
  let wide: ImageFile;
  let other: ImageFile;
  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.signedIn('admin')).token;
    wide = await repositoryImage('slides', 'panoramica.png');
    other = await repositoryImage('slides', 'tomografia.png');
  });
  afterAll(() => server.close());

  const create = async (overrides: Record<string, unknown> = {}, image: ImageFile = wide) => {
    const result = await gqlWithImage<{ createSlide: AdminSlide }>(
      server,
      CREATE,
      { input: input(overrides) },
      image,
      admin,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.createSlide;
  };
  const publicSlides = async () => (await server.gql<{ slides: AdminSlide[] }>(PUBLIC_SLIDES)).data!.slides;
  const publicIds = async () => (await publicSlides()).map((slide) => slide.id);
  const adminList = async (search?: string) =>
    (await server.gql<{ adminSlides: AdminSlide[] }>(ADMIN_SLIDES, { search }, admin)).data!.adminSlides;
  const rowCount = async () => (await server.db.select().from(slides)).length;

  it('el administrador sube un slide: va al final y la app lo recibe sin sesión con su imagen en tamaños para celular', async () => {
    await jobsDone(server);
    const before = await adminList();
    const slide = await create({ altText: `  Panorámica el mismo día ${run}  ` });
    expect(slide).toMatchObject({
      altText: `Panorámica el mismo día ${run}`,
      linkUrl: 'https://laboratorio.example/tomografia',
      published: true,
      state: 'PUBLISHED',
      position: Math.max(0, ...before.map((s) => s.position)) + 1,
    });
    expect(slide.image).toMatchObject({ mediaType: 'image/png', width: 1080, height: 540 });
    expect(slide.image.sizes.map(({ width, height }) => ({ width, height }))).toEqual([
      { width: 360, height: 180 },
      { width: 720, height: 360 },
    ]);
    expect(await storedFiles(server, 'slides')).toEqual(expect.arrayContaining(keysOf(slide.image)));

    const original = await server.inject({ method: 'GET', url: slide.image.url });
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals(Buffer.from(wide.bytes))).toBe(true);
    const thumbnail = await server.inject({ method: 'GET', url: slide.image.sizes[0].url });
    expect(thumbnail.headers['content-type']).toBe('image/webp');

    const shown = (await publicSlides()).at(-1)!;
    expect(shown).toEqual({
      id: slide.id,
      altText: slide.altText,
      linkUrl: slide.linkUrl,
      position: slide.position,
      image: slide.image,
    });
  });

  it('sin enlace, el slide se guarda con linkUrl nulo', async () => {
    const slide = await create({ linkUrl: '  ' });
    expect(slide.linkUrl).toBeNull();
    expect(
      (
        await server.db
          .select()
          .from(slides)
          .where(eq(slides.id, Number(slide.id)))
      )[0].linkUrl,
    ).toBeNull();
  });

  it('al editar sin imagen nueva la imagen se queda; con una nueva, los archivos anteriores se borran', async () => {
    const slide = await create();
    const kept = await gqlWithImage<{ updateSlide: AdminSlide }>(
      server,
      UPDATE,
      { id: slide.id, input: input({ altText: `Cursos para odontólogos ${run}`, linkUrl: null }) },
      null,
      admin,
    );
    expect(kept.errors).toBeUndefined();
    expect(kept.data!.updateSlide).toMatchObject({ altText: `Cursos para odontólogos ${run}`, linkUrl: null });
    expect(kept.data!.updateSlide.image).toEqual(slide.image);
    expect(await storedFiles(server, 'slides')).toEqual(expect.arrayContaining(keysOf(slide.image)));
    expect((await adminList(`ODONTOLOGOS ${run}`)).map((s) => s.id)).toEqual([slide.id]);

    const replaced = await gqlWithImage<{ updateSlide: AdminSlide }>(
      server,
      UPDATE,
      { id: slide.id, input: input() },
      other,
      admin,
    );
    expect(replaced.errors).toBeUndefined();
    const image = replaced.data!.updateSlide.image;
    const files = await storedFiles(server, 'slides');
    expect(files).toEqual(expect.arrayContaining(keysOf(image)));
    for (const key of keysOf(slide.image)) expect(files).not.toContain(key);
    const served = await server.inject({ method: 'GET', url: image.url });
    expect(served.rawPayload.equals(Buffer.from(other.bytes))).toBe(true);
    expect((await server.inject({ method: 'GET', url: slide.image.url })).statusCode).toBe(404);
  });

  it('borrador, programado y vencido nunca llegan a la app; la ventana vigente sí', async () => {
    await expectOnlyCurrentReachesApp(create, publicIds);
  });

  it('reordena con la lista completa; la app recibe el nuevo orden', async () => {
    await create();
    const reversed = await expectReorderReachesApp({
      server,
      mutation: REORDER,
      field: 'reorderSlides',
      ids: (await adminList()).map((s) => s.id),
      publicIds: publicIds,
      token: admin,
    });

    const incomplete = await server.gql(REORDER, { ids: reversed.slice(1) }, admin);
    expect(incomplete.errors![0]).toMatchObject({
      message: messages.reorderIdsMismatch,
      extensions: { code: 'BAD_USER_INPUT', field: 'ids' },
    });
    expect((await adminList()).map((s) => s.id)).toEqual(reversed);
  });

  it('borra un slide: ya no está en la base, ni en la app, ni sus archivos', async () => {
    const slide = await create();
    const result = await server.gql<{ deleteSlide: boolean }>(DELETE, { id: slide.id }, admin);
    expect(result.data!.deleteSlide).toBe(true);
    expect(
      await server.db
        .select()
        .from(slides)
        .where(eq(slides.id, Number(slide.id))),
    ).toEqual([]);
    expect(await publicIds()).not.toContain(slide.id);
    const files = await storedFiles(server, 'slides');
    for (const key of keysOf(slide.image)) expect(files).not.toContain(key);
    const again = await server.gql(DELETE, { id: slide.id }, admin);
    expect(again.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it.each([
    ['altText', { altText: '   ' }, messages.altTextRequired],
    ['altText', { altText: 'x'.repeat(256) }, messages.altTextMax],
    ['linkUrl', { linkUrl: 'http://laboratorio.example/promocion' }, messages.httpsLinkInvalid],
    ['linkUrl', { linkUrl: 'javascript:alert(1)' }, messages.httpsLinkInvalid],
    ['linkUrl', { linkUrl: 'https://' }, messages.httpsLinkInvalid],
    ['linkUrl', { linkUrl: `https://laboratorio.example/${'a'.repeat(480)}` }, messages.slideLinkMax],
    ['publishUntil', { publishFrom: hours(5), publishUntil: hours(1) }, messages.publishUntilBeforeFrom],
  ])(
    'rechaza %s inválido en español, con imagen y todo, sin guardar fila ni archivo',
    async (field, overrides, message) => {
      const [rows, files] = [await rowCount(), await storedFiles(server, 'slides')];
      const result = await gqlWithImage(server, CREATE, { input: input(overrides) }, wide, admin);
      expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
      expect(await rowCount()).toBe(rows);
      expect(await storedFiles(server, 'slides')).toEqual(files);
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
    ['un PNG dañado', 'fakePng', messages.appImageInvalid],
    ['una imagen de más de 5 MB', 'oversize', messages.fileTooLarge],
  ] as const)('rechaza %s al crear y al editar, sin dejar nada guardado', async (_label, which, message) => {
    const slide = await create();
    const refused = (await refusedImages(wide))[which];
    const [rows, files] = [await rowCount(), await storedFiles(server, 'slides')];
    const created = await gqlWithImage(server, CREATE, { input: input() }, refused, admin);
    expect(created.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'image' } });
    const updated = await gqlWithImage(server, UPDATE, { id: slide.id, input: input() }, refused, admin);
    expect(updated.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'image' } });
    expect(await rowCount()).toBe(rows);
    expect(await storedFiles(server, 'slides')).toEqual(files);
    expect((await adminList()).find((s) => s.id === slide.id)!.image).toEqual(slide.image);
  });

  it.each<Role | 'anonymous'>(['doctor', 'laboratory', 'office-admin', 'patient', 'anonymous'])(
    '%s no administra slides: cada operación se rechaza y nada cambia',
    async (role) => {
      const token = role === 'anonymous' ? undefined : (await server.signedIn(role)).token;
      const slide = await create();
      await jobsDone(server);
      const before = await server.db.select().from(slides).orderBy(slides.id);
      const files = await storedFiles(server, 'slides');
      const ids = before.map((row) => String(row.id)).reverse();
      const operations: [string, Record<string, unknown>, ImageFile | null][] = [
        [ADMIN_SLIDES, {}, null],
        ['query ($id: ID!) { adminSlide(id: $id) { id } }', { id: slide.id }, null],
        [CREATE, { input: input() }, wide],
        [UPDATE, { id: slide.id, input: input({ altText: 'Cambiado' }) }, other],
        [DELETE, { id: slide.id }, null],
        [REORDER, { ids }, null],
      ];
      const code = role === 'anonymous' ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      for (const [query, variables, image] of operations) {
        const result = await gqlWithImage(server, query, variables, image, token);
        expect(result.errors![0].extensions!.code, query).toBe(code);
      }
      expect(await server.db.select().from(slides).orderBy(slides.id)).toEqual(before);
      expect(await storedFiles(server, 'slides')).toEqual(files);
    },
  );

  it('los servicios revisan quién los llama antes de guardar la imagen: sólo un administrador, o el sistema con las de demostración', async () => {
    const { deps } = server.app;
    const upload = () => Readable.from([Buffer.from(wide.bytes)]);
    const seeded = await createSlide(deps, systemActor, input(), upload());
    await jobsDone(server);
    const before = await server.db.select().from(slides).orderBy(slides.id);
    const files = await storedFiles(server, 'slides');
    const forbidden = { extensions: { code: 'FORBIDDEN' } };
    for (const role of ['doctor', 'laboratory', 'office-admin', 'patient'] as const) {
      const actor: Actor = { userId: 1, role, sessionId: 1 };
      await expect(listSlides(deps, actor)).rejects.toMatchObject(forbidden);
      await expect(createSlide(deps, actor, input(), upload())).rejects.toMatchObject(forbidden);
      await expect(updateSlide(deps, actor, seeded.id, input(), upload())).rejects.toMatchObject(forbidden);
      await expect(deleteSlide(deps, actor, seeded.id)).rejects.toMatchObject(forbidden);
      await expect(reorderSlides(deps, actor, [])).rejects.toMatchObject(forbidden);
    }
    expect(await server.db.select().from(slides).orderBy(slides.id)).toEqual(before);
    expect(await storedFiles(server, 'slides')).toEqual(files);
  });
});
