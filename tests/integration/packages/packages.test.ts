import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { packages, packageStudyTypes } from '../../../server/src/app-content/packages.tables.js';
import {
  expectOnlyCurrentReachesApp,
  expectReorderReachesApp,
  gqlWithImage,
  type ImageFile,
  repositoryImage,
  storedFiles,
} from '../../support/app-content.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import {
  ADMIN_PACKAGES,
  type AdminPackage,
  DELETE,
  keysOf,
  packageRequests,
  type PackageSetup,
  type PublicPackage,
  REORDER,
  type StudyType,
  studyTypesOf,
  UPDATE,
} from './package-requests.js';

describe(`paquetes de estudios de la app (${databaseKind()})`, () => {
  let server: TestServer;
  let setup: PackageSetup;
  let types: StudyType[];
  let other: ImageFile;
  const requests = () => packageRequests(server, () => setup);
  let api: ReturnType<typeof requests>;
  beforeAll(async () => {
    server = await startTestServer();
    const token = (await server.signedIn('admin')).token;
    types = await studyTypesOf(server, token);
    setup = {
      token,
      studyTypeIds: [types[0].id, types[1].id],
      picture: await repositoryImage('slides', 'panoramica.png'),
    };
    other = await repositoryImage('slides', 'tomografia.png');
    api = requests();
  });
  afterAll(() => server.close());

  const publicIds = async () => (await api.publicPackages()).map((item) => item.id);
  const adminList = async (search?: string) =>
    (await server.gql<{ adminPackages: AdminPackage[] }>(ADMIN_PACKAGES, { search }, setup.token)).data!.adminPackages;
  const update = async (id: string, overrides: Record<string, unknown>, image: ImageFile | null = null) => {
    const result = await gqlWithImage<{ updatePackage: AdminPackage }>(
      server,
      UPDATE,
      { id, input: api.input(overrides) },
      image,
      setup.token,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.updatePackage;
  };
  const fetchFile = (url: string) => server.inject({ method: 'GET', url });

  it('el administrador crea un paquete con imagen, tipos de estudio y precio: va al final y la app lo recibe sin sesión', async () => {
    const before = await adminList();
    const [first, second, third] = types;
    const created = await api.create({
      description: '  Panorámica y cefalometría.\nIncluye interpretación.  ',
      studyTypeIds: [third.id, first.id, third.id, second.id],
      price: { cents: 250_050, currency: 'MXN' },
    });
    expect(created).toMatchObject({
      description: 'Panorámica y cefalometría.\nIncluye interpretación.',
      // In the studyTypes query's order: by name.
      studyTypes: [first, second, third],
      price: { cents: 250_050, currency: 'MXN' },
      published: true,
      state: 'PUBLISHED',
      position: Math.max(0, ...before.map((item) => item.position)) + 1,
    });
    expect(created.image.url).toMatch(/^\/files\/public\/app\/packages\/.+\.png$/);
    expect(await storedFiles(server, 'packages')).toEqual(expect.arrayContaining(keysOf(created.image)));
    expect((await fetchFile(created.image.url)).statusCode).toBe(200);

    const shown = (await api.publicPackages()).at(-1);
    expect(shown).toEqual<PublicPackage>({
      id: created.id,
      name: created.name,
      description: created.description,
      studyTypes: created.studyTypes,
      price: { cents: 250_050, currency: 'MXN' },
      position: created.position,
      image: { url: created.image.url, sizes: created.image.sizes.map(({ width, url }) => ({ width, url })) },
    });
  });

  it('acepta el precio máximo ($100,000.00) y una descripción vacía', async () => {
    const created = await api.create({ description: null, price: { cents: 10_000_000, currency: 'MXN' } });
    expect(created).toMatchObject({ description: '', price: { cents: 10_000_000 } });
  });

  it('edita sin imagen nueva: cambian los tipos de estudio y el precio, se conserva la imagen; en borrador sale de la app', async () => {
    const created = await api.create();
    const name = `Paquete de implantes editado ${api.run}`;
    const updated = await update(created.id, { name, studyTypeIds: [types[2].id], price: { cents: 99_900 } });
    expect(updated).toMatchObject({ name, studyTypes: [types[2]], price: { cents: 99_900, currency: 'MXN' } });
    expect(updated.image).toEqual(created.image);
    expect(
      await server.db
        .select({ studyTypeId: packageStudyTypes.studyTypeId })
        .from(packageStudyTypes)
        .where(eq(packageStudyTypes.packageId, Number(created.id))),
    ).toEqual([{ studyTypeId: Number(types[2].id) }]);
    expect((await api.publicPackages()).find((item) => item.id === created.id)).toMatchObject({
      name,
      studyTypes: [types[2]],
      price: { cents: 99_900 },
    });
    expect((await adminList(`IMPLANTES EDITADO ${api.run}`)).map((item) => item.id)).toEqual([created.id]);

    const draft = await update(created.id, { name, published: false });
    expect(draft.state).toBe('DRAFT');
    expect(await publicIds()).not.toContain(created.id);
  });

  it('edita con imagen nueva: la app recibe la nueva y los archivos anteriores se borran', async () => {
    const created = await api.create();
    const updated = await update(created.id, { name: created.name }, other);
    const files = await storedFiles(server, 'packages');
    expect(files).toEqual(expect.arrayContaining(keysOf(updated.image)));
    for (const old of keysOf(created.image)) expect(files).not.toContain(old);
    expect((await fetchFile(created.image.url)).statusCode).toBe(404);
    expect((await api.publicPackages()).find((item) => item.id === created.id)?.image.url).toBe(updated.image.url);
  });

  it('borrador, programado y vencido nunca llegan a la app; la ventana vigente sí', async () => {
    await expectOnlyCurrentReachesApp(api.create, publicIds);
  });

  it('reordena con la lista completa; la app recibe el nuevo orden', async () => {
    await api.create();
    await expectReorderReachesApp({
      server,
      mutation: REORDER,
      field: 'reorderPackages',
      ids: (await adminList()).map((item) => item.id),
      publicIds,
      token: setup.token,
    });
  });

  it('rechaza en español un orden al que le falta un paquete, sin cambiar nada', async () => {
    await api.create();
    const before = await adminList();
    const result = await server.gql(REORDER, { ids: before.slice(1).map((item) => item.id) }, setup.token);
    expect(result.errors![0]).toMatchObject({
      message: messages.reorderIdsMismatch,
      extensions: { code: 'BAD_USER_INPUT', field: 'ids' },
    });
    expect(await adminList()).toEqual(before);
  });

  it('borra un paquete: ya no está en la base, ni sus tipos de estudio, ni en la app, ni sus archivos', async () => {
    const created = await api.create();
    const result = await server.gql<{ deletePackage: boolean }>(DELETE, { id: created.id }, setup.token);
    expect(result.data!.deletePackage).toBe(true);
    const id = Number(created.id);
    expect(await server.db.select().from(packages).where(eq(packages.id, id))).toEqual([]);
    expect(await server.db.select().from(packageStudyTypes).where(eq(packageStudyTypes.packageId, id))).toEqual([]);
    expect(await publicIds()).not.toContain(created.id);
    const files = await storedFiles(server, 'packages');
    for (const key of keysOf(created.image)) expect(files).not.toContain(key);
    expect((await fetchFile(created.image.url)).statusCode).toBe(404);
    const again = await server.gql(DELETE, { id: created.id }, setup.token);
    expect(again.errors![0].extensions!.code).toBe('NOT_FOUND');
  });

  describe('la respuesta pública guardada (GET con ETag)', () => {
    const query = '{ packages { id studyTypes { id name } price { cents } } }';
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    const get = (headers: Record<string, string> = {}) =>
      server.inject({
        method: 'GET',
        url: `/graphql?${new URLSearchParams({ query })}`,
        headers: { 'apollo-require-preflight': 'true', ...headers },
      });
    const shownIn = (body: string, id: string) =>
      (JSON.parse(body).data.packages as PublicPackage[]).find((item) => item.id === id);

    it('cambia cuando el administrador edita un paquete y cuando cambian solo sus tipos de estudio', async () => {
      const created = await api.create();
      const first = await get();
      expect(first.statusCode).toBe(200);
      expect(shownIn(first.body, created.id)?.price.cents).toBe(185_050);
      const etag = String(first.headers.etag);
      expect((await get({ 'if-none-match': etag })).statusCode).toBe(304);

      await update(created.id, { name: created.name, price: { cents: 120_000 } });
      const edited = await get({ 'if-none-match': etag });
      expect(edited.statusCode).toBe(200);
      expect(shownIn(edited.body, created.id)?.price.cents).toBe(120_000);
      expect(sha256(edited.body)).not.toBe(sha256(first.body));

      // A link removed in the database alone (its own table): the answer follows it too.
      await server.db
        .delete(packageStudyTypes)
        .where(
          sql`${packageStudyTypes.packageId} = ${Number(created.id)} and ${packageStudyTypes.studyTypeId} = ${Number(types[1].id)}`,
        );
      const relinked = await get({ 'if-none-match': String(edited.headers.etag) });
      expect(relinked.statusCode).toBe(200);
      expect(shownIn(relinked.body, created.id)?.studyTypes).toEqual([types[0]]);
    });
  });
});
