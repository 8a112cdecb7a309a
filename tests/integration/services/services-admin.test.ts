import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { services } from '../../../server/src/app-content/services.tables.js';
import { databaseKind } from '../../support/test-database.js';
import { expectOnlyCurrentReachesApp, expectReorderReachesApp } from '../../support/app-content.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import {
  ADMIN_SERVICES,
  type AdminService,
  CREATE,
  DELETE,
  type ImageFile,
  keysOf,
  picture,
  PUBLIC_SERVICES,
  REORDER,
  sendWithImage,
  storedServiceFiles,
  UPDATE,
} from './service-requests.js';

// A PostgreSQL test database keeps the rows of earlier runs: each run's names are its own.
const run = `${Date.now()}`;
let tag = 0;
const input = (overrides: Record<string, unknown> = {}) => ({
  name: `Tomografía dental (CBCT) ${++tag}-${run}`,
  description: '<p>Imagen en <strong>3D</strong> de dientes y maxilares.</p>',
  published: true,
  publishFrom: null,
  publishUntil: null,
  ...overrides,
});

describe(`servicios de la app (${databaseKind()})`, () => {
  let server: TestServer;
  let admin: string;
  let photo: ImageFile;
  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.signedIn('admin')).token;
    photo = await picture(800, 400);
  });
  afterAll(() => server.close());

  const create = async (overrides: Record<string, unknown> = {}, image: ImageFile = photo) => {
    const result = await sendWithImage<{ createService: AdminService }>(
      server,
      CREATE,
      { input: input(overrides) },
      admin,
      image,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.createService;
  };
  const publicServices = async () => {
    const result = await server.gql<{ services: Pick<AdminService, 'id' | 'name' | 'description' | 'position'>[] }>(
      PUBLIC_SERVICES,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.services;
  };
  const publicIds = async () => (await publicServices()).map((service) => service.id);
  const adminList = async (search?: string) =>
    (await server.gql<{ adminServices: AdminService[] }>(ADMIN_SERVICES, { search }, admin)).data!.adminServices;
  const fetchFile = (url: string) => server.inject({ method: 'GET', url });

  it('el administrador crea un servicio con su imagen: va al final, sin <script> y la app lo recibe sin sesión', async () => {
    const before = await adminList();
    const service = await create({
      description: '<p onclick="robar()">Radiografía panorámica digital.</p><script>alert(1)</script>',
    });
    expect(service).toMatchObject({
      description: '<p>Radiografía panorámica digital.</p>',
      published: true,
      state: 'PUBLISHED',
      position: Math.max(0, ...before.map((s) => s.position)) + 1,
    });
    expect(service.image).toMatchObject({ mediaType: 'image/png', width: 800, height: 400 });
    expect(service.image.url).toMatch(/^\/files\/public\/app\/services\/.+\.png$/);
    expect(service.image.sizes.map((size) => [size.width, size.height])).toEqual([
      [360, 180],
      [720, 360],
      [800, 400],
    ]);
    expect(await storedServiceFiles(server)).toEqual(expect.arrayContaining(keysOf(service.image)));

    const original = await fetchFile(service.image.url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    const small = await fetchFile(service.image.sizes[0].url);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');

    const shown = (await publicServices()).at(-1);
    expect(shown).toEqual({
      id: service.id,
      name: service.name,
      description: '<p>Radiografía panorámica digital.</p>',
      position: service.position,
      image: { url: service.image.url, sizes: service.image.sizes.map(({ width, url }) => ({ width, url })) },
    });
  });

  it('edita sin imagen nueva: cambia el nombre, pasa a borrador y conserva su imagen', async () => {
    const service = await create();
    const name = `Ortopantomografía editada ${run}`;
    const result = await sendWithImage<{ updateService: AdminService }>(
      server,
      UPDATE,
      { id: service.id, input: input({ name, published: false }) },
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateService).toMatchObject({ name, state: 'DRAFT', position: service.position });
    expect(result.data!.updateService.image).toEqual(service.image);
    expect(await storedServiceFiles(server)).toEqual(expect.arrayContaining(keysOf(service.image)));
    expect((await adminList(`ORTOPANTOMOGRAFIA EDITADA ${run}`)).map((s) => s.id)).toEqual([service.id]);
    expect(await publicIds()).not.toContain(service.id);
  });

  it('edita con imagen nueva: la app recibe la nueva y los archivos anteriores se borran', async () => {
    const service = await create();
    const result = await sendWithImage<{ updateService: AdminService }>(
      server,
      UPDATE,
      { id: service.id, input: input({ name: service.name }) },
      admin,
      await picture(300, 300, 'jpeg'),
    );
    expect(result.errors).toBeUndefined();
    const updated = result.data!.updateService;
    expect(updated.image).toMatchObject({ mediaType: 'image/jpeg', width: 300, height: 300 });
    expect(updated.image.sizes.map((size) => size.width)).toEqual([300]);
    const files = await storedServiceFiles(server);
    expect(files).toEqual(expect.arrayContaining(keysOf(updated.image)));
    for (const old of keysOf(service.image)) expect(files).not.toContain(old);
    expect((await fetchFile(service.image.url)).statusCode).toBe(404);
    expect((await publicServices()).find((s) => s.id === service.id)).toMatchObject({
      image: { url: updated.image.url },
    });
  });

  it('borrador, programado y vencido nunca llegan a la app; la ventana vigente sí', async () => {
    await expectOnlyCurrentReachesApp(create, publicIds);
  });

  it('reordena con la lista completa; la app recibe el nuevo orden', async () => {
    await create();
    await expectReorderReachesApp({
      server,
      mutation: REORDER,
      field: 'reorderServices',
      ids: (await adminList()).map((s) => s.id),
      publicIds: publicIds,
      token: admin,
    });
  });

  it('rechaza en español un orden al que le falta un servicio, sin cambiar nada', async () => {
    await create();
    const before = await adminList();
    const result = await server.gql(REORDER, { ids: before.slice(1).map((s) => s.id) }, admin);
    expect(result.errors![0]).toMatchObject({
      message: messages.reorderIdsMismatch,
      extensions: { code: 'BAD_USER_INPUT', field: 'ids' },
    });
    expect(await adminList()).toEqual(before);
  });

  it('borra un servicio: ya no está en la base, ni en la app, ni sus archivos', async () => {
    const service = await create();
    const result = await server.gql<{ deleteService: boolean }>(DELETE, { id: service.id }, admin);
    expect(result.data!.deleteService).toBe(true);
    expect(
      await server.db
        .select()
        .from(services)
        .where(eq(services.id, Number(service.id))),
    ).toEqual([]);
    expect(await publicIds()).not.toContain(service.id);
    const files = await storedServiceFiles(server);
    for (const key of keysOf(service.image)) expect(files).not.toContain(key);
    expect((await fetchFile(service.image.url)).statusCode).toBe(404);
    const again = await server.gql(DELETE, { id: service.id }, admin);
    expect(again.errors![0].extensions!.code).toBe('NOT_FOUND');
  });
});
