import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/limits.js';
import { messages } from '../../../shared/messages.js';
import {
  createPackage,
  deletePackage,
  listPackages,
  reorderPackages,
  updatePackage,
} from '../../../server/src/app-content/packages.service.js';
import { packages, packageStudyTypes } from '../../../server/src/app-content/packages.tables.js';
import type { Actor } from '../../../server/src/common/actor.js';
import {
  jobsDone,
  gqlWithImage,
  type ImageFile,
  refusedImages,
  repositoryImage,
  storedFiles,
} from '../../support/app-content.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import {
  ADMIN_PACKAGE,
  ADMIN_PACKAGES,
  CREATE,
  DELETE,
  packageRequests,
  type PackageSetup,
  REORDER,
  studyTypesOf,
  UPDATE,
} from './package-requests.js';

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

describe(`paquetes de estudios: lo que se rechaza no guarda nada (${databaseKind()})`, () => {
  let server: TestServer;
  let setup: PackageSetup;
  let refused: Awaited<ReturnType<typeof refusedImages>>;
  const requests = () => packageRequests(server, () => setup);
  let api: ReturnType<typeof requests>;
  beforeAll(async () => {
    server = await startTestServer();
    const token = (await server.signedIn('admin')).token;
    const types = await studyTypesOf(server, token);
    setup = { token, studyTypeIds: [types[0].id], picture: await repositoryImage('slides', 'panoramica.png') };
    refused = await refusedImages(setup.picture);
    api = requests();
  });
  afterAll(() => server.close());

  /** The rows, study type links and files of packages as they stand, to compare before and after a refusal. */
  const stored = async () => {
    await jobsDone(server);
    return {
      rows: await server.db.select().from(packages).orderBy(packages.id),
      links: await server.db
        .select()
        .from(packageStudyTypes)
        .orderBy(packageStudyTypes.packageId, packageStudyTypes.studyTypeId),
      files: await storedFiles(server, 'packages'),
    };
  };
  /** The request was refused on `field` with `message`, and nothing stored changed. */
  const expectRefused = async (
    result: { errors?: readonly unknown[] },
    field: string,
    message: string,
    before: unknown,
  ) => {
    expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await stored()).toEqual(before);
  };
  const send = (query: string, variables: Record<string, unknown>, token?: string, image?: ImageFile) =>
    gqlWithImage(server, query, variables, image ?? null, token);

  it.each([
    ['name', { name: '  ' }, messages.nameRequired],
    ['name', { name: 'x'.repeat(121) }, messages.packageNameMax],
    ['description', { description: 'x'.repeat(1001) }, messages.packageDescriptionMax],
    ['studyTypeIds', { studyTypeIds: [] }, messages.packageStudyTypesRequired],
    ['studyTypeIds', { studyTypeIds: ['999999'] }, messages.packageStudyTypeUnknown],
    ['price', { price: { cents: 0 } }, messages.packagePriceInvalid],
    ['price', { price: { cents: -100 } }, messages.packagePriceInvalid],
    ['price', { price: { cents: 10_000_001 } }, messages.packagePriceInvalid],
    ['publishUntil', { publishFrom: hours(5), publishUntil: hours(1) }, messages.publishUntilBeforeFrom],
  ])('rechaza %s inválido en español y no guarda ni la fila ni la imagen', async (field, overrides, message) => {
    await api.create();
    await jobsDone(server);
    const before = await stored();
    const result = await send(CREATE, { input: api.input(overrides) }, setup.token, setup.picture);
    await expectRefused(result, field, message, before);
  });

  it('al editar con un tipo de estudio que no existe, el paquete conserva sus datos y sus tipos', async () => {
    const created = await api.create();
    await jobsDone(server);
    const before = await stored();
    const input = api.input({ name: 'No debe guardarse', studyTypeIds: [...setup.studyTypeIds, '999999'] });
    const result = await send(UPDATE, { id: created.id, input }, setup.token, setup.picture);
    await expectRefused(result, 'studyTypeIds', messages.packageStudyTypeUnknown, before);
  });

  it('sin imagen, el paquete nuevo se rechaza: «La imagen es requerida»', async () => {
    await jobsDone(server);
    const before = await stored();
    const result = await send(CREATE, { input: api.input() }, setup.token);
    await expectRefused(result, 'image', messages.appImageRequired, before);
  });

  it.each(['gif', 'text', 'fakePng'] as const)('rechaza la imagen %s y nada se guarda', async (kind) => {
    await jobsDone(server);
    const before = await stored();
    const result = await send(CREATE, { input: api.input() }, setup.token, refused[kind]);
    await expectRefused(result, 'image', messages.appImageInvalid, before);
  });

  it('editar un paquete que no existe responde NOT_FOUND y no guarda la imagen', async () => {
    await jobsDone(server);
    const before = await stored();
    const result = await send(UPDATE, { id: '999999', input: api.input() }, setup.token, setup.picture);
    expect(result.errors![0].extensions!.code).toBe('NOT_FOUND');
    expect(await stored()).toEqual(before);
  });

  it.each<Role>(['doctor', 'laboratory', 'office-admin', 'patient'])(
    '%s recibe FORBIDDEN en cada operación de administración y nada cambia',
    async (role) => {
      const user = await server.signedIn(role);
      const created = await api.create();
      await jobsDone(server);
      const before = await stored();
      const ids = before.rows.map((row) => String(row.id)).reverse();
      const operations: [string, Record<string, unknown>, ImageFile?][] = [
        [ADMIN_PACKAGE, { id: created.id }],
        [CREATE, { input: api.input() }, setup.picture],
        [UPDATE, { id: created.id, input: api.input({ name: 'Cambiado' }) }, setup.picture],
        [UPDATE, { id: created.id, input: api.input({ name: 'Cambiado' }) }],
        [DELETE, { id: created.id }],
        [REORDER, { ids }],
      ];
      for (const [query, variables, image] of operations) {
        const result = await send(query, variables, user.token, image);
        expect(result.errors![0].extensions!.code, query).toBe('FORBIDDEN');
      }
      expect(await stored()).toEqual(before);
    },
  );

  it.each<Role>(['laboratory', 'office-admin'])(
    '%s ve el grupo Administración: lee la lista de paquetes, tal como la ve el administrador',
    async (role) => {
      const user = await server.signedIn(role);
      const created = await api.create();
      const asAdmin = await send(ADMIN_PACKAGES, {}, setup.token);
      const asStaff = await send(ADMIN_PACKAGES, {}, user.token);
      expect(asStaff.errors).toBeUndefined();
      expect(asStaff.data).toEqual(asAdmin.data);
      expect(JSON.stringify(asStaff.data)).toContain(created.id);
    },
  );

  it.each<Role>(['doctor', 'patient'])('%s no lee la lista de paquetes de la administración', async (role) => {
    const user = await server.signedIn(role);
    const result = await send(ADMIN_PACKAGES, {}, user.token);
    expect(result.errors![0].extensions!.code).toBe('FORBIDDEN');
  });

  it('sin sesión, cada operación de administración pide iniciar sesión y nada cambia', async () => {
    const created = await api.create();
    await jobsDone(server);
    const before = await stored();
    const operations: [string, Record<string, unknown>, ImageFile?][] = [
      [ADMIN_PACKAGES, {}],
      [ADMIN_PACKAGE, { id: created.id }],
      [CREATE, { input: api.input() }, setup.picture],
      [UPDATE, { id: created.id, input: api.input() }, setup.picture],
      [DELETE, { id: created.id }],
      [REORDER, { ids: [created.id] }],
    ];
    for (const [query, variables, image] of operations) {
      const result = await send(query, variables, undefined, image);
      expect(result.errors![0].extensions!.code, query).toBe('UNAUTHENTICATED');
    }
    expect(await stored()).toEqual(before);
  });

  it('las funciones de paquetes revisan quién las llama antes de guardar una imagen', async () => {
    const { deps } = server.app;
    const created = await api.create();
    await jobsDone(server);
    const before = await stored();
    const upload = () => Readable.from([Buffer.from(setup.picture.bytes)]);
    const forbidden = { extensions: { code: 'FORBIDDEN' } };
    for (const role of ['doctor', 'laboratory', 'office-admin', 'patient'] as const) {
      const actor: Actor = { userId: 1, role, sessionId: 1 };
      const id = Number(created.id);
      if (role === 'doctor' || role === 'patient')
        await expect(listPackages(deps, actor)).rejects.toMatchObject(forbidden);
      else expect((await listPackages(deps, actor)).map((item) => item.row.id)).toContain(id);
      await expect(createPackage(deps, actor, api.input(), upload())).rejects.toMatchObject(forbidden);
      await expect(updatePackage(deps, actor, id, api.input(), upload())).rejects.toMatchObject(forbidden);
      await expect(deletePackage(deps, actor, id)).rejects.toMatchObject(forbidden);
      await expect(reorderPackages(deps, actor, [])).rejects.toMatchObject(forbidden);
    }
    expect(await stored()).toEqual(before);
  });
});
