import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/limits.js';
import { messages } from '../../../shared/messages.js';
import {
  createBranchOffice,
  deleteBranchOffice,
  listBranchOffices,
  reorderBranchOffices,
  updateBranchOffice,
} from '../../../server/src/app-content/branch-offices.service.js';
import { branchOffices } from '../../../server/src/app-content/branch-offices.tables.js';
import { type Actor, systemActor } from '../../../server/src/common/actor.js';
import { databaseKind } from '../../support/test-database.js';
import { jobsDone, expectOnlyCurrentReachesApp, expectReorderReachesApp } from '../../support/app-content.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import {
  ADMIN_LIST,
  ADMIN_ONE,
  type AdminBranchOffice,
  CREATE,
  DELETE,
  gif,
  keysOf,
  officeInput,
  officeName,
  picture,
  PUBLIC_LIST,
  REORDER,
  storedOfficeFiles,
  UPDATE,
  withImage,
} from './branch-office-api.js';

describe(`sucursales de la app (${databaseKind()})`, () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.signedIn('admin')).token;
  });
  afterAll(() => server.close());

  const create = async (overrides: Record<string, unknown> = {}) => {
    const result = await server.gql<{ createBranchOffice: AdminBranchOffice }>(
      CREATE,
      { input: officeInput(overrides) },
      admin,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.createBranchOffice;
  };
  const createWithPhoto = async (overrides: Record<string, unknown> = {}) => {
    const result = await withImage<{ createBranchOffice: AdminBranchOffice }>(
      server,
      admin,
      CREATE,
      { input: officeInput(overrides) },
      { name: 'fachada.jpg', bytes: await picture('jpeg', 1600, 900), type: 'image/jpeg' },
    );
    expect(result.errors).toBeUndefined();
    return result.data!.createBranchOffice;
  };
  const publicOffices = async () =>
    (await server.gql<{ branchOffices: AdminBranchOffice[] }>(PUBLIC_LIST)).data!.branchOffices;
  const publicIds = async () => (await publicOffices()).map((office) => office.id);
  const adminList = async (search?: string) =>
    (await server.gql<{ adminBranchOffices: AdminBranchOffice[] }>(ADMIN_LIST, { search }, admin)).data!
      .adminBranchOffices;
  const rowOf = async (id: string) =>
    (
      await server.db
        .select()
        .from(branchOffices)
        .where(eq(branchOffices.id, Number(id)))
    )[0];

  it('el administrador crea una sucursal con foto y contactos: va al final y la app la recibe sin sesión', async () => {
    await jobsDone(server);
    const before = await adminList();
    const office = await createWithPhoto({
      contacts: [
        { name: '  Lic. Ana Pérez ', phone: '5512345678' },
        { name: 'Dr. Luis Gómez', phone: '5587654321' },
      ],
      phones: ['5598765432', '5511112222'],
    });
    expect(office).toMatchObject({
      lat: 19.4194,
      lng: -99.1617,
      contacts: [
        { name: 'Lic. Ana Pérez', phone: '5512345678' },
        { name: 'Dr. Luis Gómez', phone: '5587654321' },
      ],
      phones: ['5598765432', '5511112222'],
      mapServiceUrl: null,
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=19.4194,-99.1617',
      state: 'PUBLISHED',
    });
    expect(office.position).toBe(Math.max(0, ...before.map((o) => o.position)) + 1);
    expect(office.image).toMatchObject({ mediaType: 'image/jpeg', width: 1600, height: 900 });
    expect(office.image!.sizes.map((size) => [size.width, size.height])).toEqual([
      [360, 203],
      [720, 405],
      [1080, 608],
    ]);
    expect(await storedOfficeFiles(server.dataDir)).toEqual(expect.arrayContaining(keysOf(office.image)));
    const photo = await server.inject({ method: 'GET', url: office.image!.sizes[0].url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');

    const result = await server.gql<{ branchOffices: AdminBranchOffice[] }>(PUBLIC_LIST);
    expect(result.errors).toBeUndefined();
    const { publishFrom: _f, publishUntil: _u, published: _p, state: _s, mapServiceUrl: _m, ...seen } = office;
    expect(result.data!.branchOffices.at(-1)).toEqual(seen);
  });

  it('con un enlace de mapa propio, la app recibe ese enlace; sin él, uno armado con las coordenadas', async () => {
    const link = 'https://maps.app.goo.gl/Roma121';
    const office = await create({ mapServiceUrl: link, lat: -33.5, lng: 151.25 });
    expect(office).toMatchObject({ mapServiceUrl: link, mapUrl: link });
    const result = await server.gql<{ updateBranchOffice: AdminBranchOffice }>(
      UPDATE,
      { id: office.id, input: officeInput({ name: office.name, mapServiceUrl: '', lat: -33.5, lng: 151.25 }) },
      admin,
    );
    expect(result.data!.updateBranchOffice).toMatchObject({
      mapServiceUrl: null,
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=-33.5,151.25',
    });
    expect((await publicOffices()).find((o) => o.id === office.id)!.mapUrl).toBe(
      'https://www.google.com/maps/search/?api=1&query=-33.5,151.25',
    );
  });

  it('el administrador edita una sucursal sin foto nueva: la foto se queda; la busca por nombre y por dirección', async () => {
    const office = await createWithPhoto();
    const name = officeName('Sucursal Coyoacán editada');
    const result = await server.gql<{ updateBranchOffice: AdminBranchOffice }>(
      UPDATE,
      {
        id: office.id,
        input: officeInput({ name, address: 'Calle Francisco Sosa 12, Coyoacán', contacts: [], phones: [] }),
      },
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateBranchOffice).toMatchObject({ name, contacts: [], phones: [], image: office.image });
    expect(await storedOfficeFiles(server.dataDir)).toEqual(expect.arrayContaining(keysOf(office.image)));
    const found = (search: string) => adminList(search).then((list) => list.map((o) => o.id));
    expect(await found(name.replace('Coyoacán', 'COYOACAN'))).toEqual([office.id]);
    expect(await found(`francisco sosa ${name.split(' ').at(-1)}`)).toEqual([office.id]);
  });

  it('con foto nueva, la anterior y sus tamaños se borran del almacenamiento', async () => {
    const office = await createWithPhoto();
    const result = await withImage<{ updateBranchOffice: AdminBranchOffice }>(
      server,
      admin,
      UPDATE,
      { id: office.id, input: officeInput({ name: office.name }) },
      { name: 'nueva.png', bytes: await picture('png', 500, 500), type: 'image/png' },
    );
    expect(result.errors).toBeUndefined();
    const updated = result.data!.updateBranchOffice;
    expect(updated.image).toMatchObject({ mediaType: 'image/png', width: 500 });
    const files = await storedOfficeFiles(server.dataDir);
    expect(files).toEqual(expect.arrayContaining(keysOf(updated.image)));
    for (const key of keysOf(office.image)) expect(files).not.toContain(key);
    expect((await rowOf(office.id)).image!.key).toBe(keysOf(updated.image).find((key) => key.endsWith('.png')));
  });

  it('quitar la foto deja la sucursal sin imagen y borra sus archivos', async () => {
    const office = await createWithPhoto();
    const result = await server.gql<{ updateBranchOffice: AdminBranchOffice }>(
      UPDATE,
      { id: office.id, input: officeInput({ name: office.name }), removeImage: true },
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateBranchOffice.image).toBeNull();
    expect((await rowOf(office.id)).image).toBeNull();
    const files = await storedOfficeFiles(server.dataDir);
    for (const key of keysOf(office.image)) expect(files).not.toContain(key);
  });

  it('una foto nueva que no es imagen válida se rechaza: la sucursal y su foto quedan como estaban', async () => {
    const office = await createWithPhoto();
    const filesBefore = await storedOfficeFiles(server.dataDir);
    const result = await withImage(
      server,
      admin,
      UPDATE,
      { id: office.id, input: officeInput({ name: 'Cambiada' }) },
      { name: 'animada.gif', bytes: gif, type: 'image/gif' },
    );
    expect(result.errors![0]).toMatchObject({
      message: messages.appImageInvalid,
      extensions: { code: 'BAD_USER_INPUT', field: 'image' },
    });
    expect((await rowOf(office.id)).name).toBe(office.name);
    expect((await rowOf(office.id)).image!.key).toBe(office.image!.url.replace('/files/', ''));
    expect(await storedOfficeFiles(server.dataDir)).toEqual(filesBefore);
  });

  it('borrador, programada y vencida nunca llegan a la app; la ventana vigente sí', async () => {
    await expectOnlyCurrentReachesApp(create, publicIds);
  });

  it('reordena con la lista completa; la app recibe el nuevo orden', async () => {
    await create();
    await expectReorderReachesApp({
      server,
      mutation: REORDER,
      field: 'reorderBranchOffices',
      ids: (await adminList()).map((o) => o.id),
      publicIds: publicIds,
      token: admin,
    });
  });

  it('rechaza en español un orden que no trae a todas, sin cambiar nada', async () => {
    await create();
    await jobsDone(server);
    const before = await adminList();
    const result = await server.gql(REORDER, { ids: before.slice(1).map((o) => o.id) }, admin);
    expect(result.errors![0]).toMatchObject({
      message: messages.reorderIdsMismatch,
      extensions: { code: 'BAD_USER_INPUT', field: 'ids' },
    });
    expect(await adminList()).toEqual(before);
  });

  it('borra una sucursal: ya no está en la base, ni en la app, ni sus archivos', async () => {
    const office = await createWithPhoto();
    const result = await server.gql<{ deleteBranchOffice: boolean }>(DELETE, { id: office.id }, admin);
    expect(result.data!.deleteBranchOffice).toBe(true);
    expect(await rowOf(office.id)).toBeUndefined();
    expect(await publicIds()).not.toContain(office.id);
    const files = await storedOfficeFiles(server.dataDir);
    for (const key of keysOf(office.image)) expect(files).not.toContain(key);
    const again = await server.gql(DELETE, { id: office.id }, admin);
    expect(again.errors![0].extensions!.code).toBe('NOT_FOUND');
    const missing = await server.gql(ADMIN_ONE, { id: office.id }, admin);
    expect(missing.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  it.each<Role>(['doctor', 'laboratory', 'office-admin', 'patient'])(
    '%s recibe FORBIDDEN en cada operación de administración y nada cambia',
    async (role) => {
      const user = await server.signedIn(role);
      const office = await createWithPhoto();
      await jobsDone(server);
      const before = await server.db.select().from(branchOffices).orderBy(branchOffices.id);
      const filesBefore = await storedOfficeFiles(server.dataDir);
      const ids = before.map((row) => String(row.id)).reverse();
      const operations: [string, Record<string, unknown>][] = [
        [ADMIN_LIST, {}],
        [ADMIN_ONE, { id: office.id }],
        [CREATE, { input: officeInput() }],
        [UPDATE, { id: office.id, input: officeInput({ name: 'Cambiada' }), removeImage: true }],
        [DELETE, { id: office.id }],
        [REORDER, { ids }],
      ];
      for (const [query, variables] of operations) {
        const result = await server.gql(query, variables, user.token);
        expect(result.errors![0].extensions!.code, query).toBe('FORBIDDEN');
      }
      const upload = await withImage(
        server,
        user.token,
        CREATE,
        { input: officeInput() },
        { name: 'foto.png', bytes: await picture(), type: 'image/png' },
      );
      expect(upload.errors![0].extensions!.code).toBe('FORBIDDEN');
      expect(await server.db.select().from(branchOffices).orderBy(branchOffices.id)).toEqual(before);
      expect(await storedOfficeFiles(server.dataDir)).toEqual(filesBefore);
    },
  );

  it('los servicios revisan quién los llama: sólo un administrador, o el sistema al crear las de demostración', async () => {
    const { deps } = server.app;
    const seeded = await createBranchOffice(deps, systemActor, officeInput());
    await jobsDone(server);
    const before = await server.db.select().from(branchOffices).orderBy(branchOffices.id);
    const forbidden = { extensions: { code: 'FORBIDDEN' } };
    for (const role of ['doctor', 'laboratory', 'office-admin', 'patient'] as const) {
      const actor: Actor = { userId: 1, role, sessionId: 1 };
      let opened = false;
      const image = async () => {
        opened = true;
        return Readable.from(await picture());
      };
      await expect(listBranchOffices(deps, actor)).rejects.toMatchObject(forbidden);
      await expect(createBranchOffice(deps, actor, officeInput(), image)).rejects.toMatchObject(forbidden);
      await expect(updateBranchOffice(deps, actor, seeded.id, officeInput(), { image })).rejects.toMatchObject(
        forbidden,
      );
      await expect(deleteBranchOffice(deps, actor, seeded.id)).rejects.toMatchObject(forbidden);
      await expect(reorderBranchOffices(deps, actor, [])).rejects.toMatchObject(forbidden);
      expect(opened).toBe(false);
    }
    expect(await server.db.select().from(branchOffices).orderBy(branchOffices.id)).toEqual(before);
  });

  it('sin sesión, las operaciones de administración piden iniciar sesión y nada cambia', async () => {
    const office = await create();
    await jobsDone(server);
    const before = await server.db.select().from(branchOffices).orderBy(branchOffices.id);
    for (const [query, variables] of [
      [ADMIN_LIST, {}],
      [CREATE, { input: officeInput() }],
      [UPDATE, { id: office.id, input: officeInput() }],
      [DELETE, { id: office.id }],
    ] as const) {
      const result = await server.gql(query, variables);
      expect(result.errors![0].extensions!.code, query).toBe('UNAUTHENTICATED');
    }
    expect(await server.db.select().from(branchOffices).orderBy(branchOffices.id)).toEqual(before);
  });
});
