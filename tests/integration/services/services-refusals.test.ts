import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../shared/limits.js';
import { messages } from '../../../shared/messages.js';
import {
  createService,
  deleteService,
  listServices,
  reorderServices,
  updateService,
} from '../../../server/src/app-content/services.service.js';
import { services } from '../../../server/src/app-content/services.tables.js';
import type { Actor } from '../../../server/src/common/actor.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import {
  ADMIN_SERVICE,
  ADMIN_SERVICES,
  type AdminService,
  CREATE,
  DELETE,
  gif,
  type ImageFile,
  keysOf,
  picture,
  REORDER,
  sendWithImage,
  storedServiceFiles,
  UPDATE,
} from './service-requests.js';
import { jobsDone } from '../../support/app-content.js';

const MiB = 1024 * 1024;
/** The first bytes of a real image (its type still sniffed), then zeros. */
const damaged = (image: ImageFile) => Buffer.concat([Buffer.from(image.bytes).subarray(0, 64), Buffer.alloc(4096)]);
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const run = `${Date.now()}`;
let tag = 0;
const input = (overrides: Record<string, unknown> = {}) => ({
  name: `Radiografía periapical ${++tag}-${run}`,
  description: '<p>Detalle de una o dos piezas dentales.</p>',
  published: true,
  publishFrom: null,
  publishUntil: null,
  ...overrides,
});

describe(`servicios de la app: lo que se rechaza no guarda nada (${databaseKind()})`, () => {
  let server: TestServer;
  let admin: string;
  let photo: ImageFile;
  let webp: ImageFile;
  beforeAll(async () => {
    // 1 MB, so the oversize case stays small.
    server = await startTestServer({ fileSizeLimitMb: 1 });
    admin = (await server.signedIn('admin')).token;
    photo = await picture(640, 320);
    webp = await picture(640, 320, 'webp');
  });
  afterAll(() => server.close());

  const create = async () => {
    const result = await sendWithImage<{ createService: AdminService }>(
      server,
      CREATE,
      { input: input() },
      admin,
      photo,
    );
    expect(result.errors).toBeUndefined();
    return result.data!.createService;
  };
  /** The rows and the files of services as they stand, to compare before and after a refusal. */
  const stored = async () => {
    await jobsDone(server);
    return {
      rows: await server.db.select().from(services).orderBy(services.id),
      files: await storedServiceFiles(server),
    };
  };

  it.each([
    ['name', { name: '  ' }, messages.nameRequired],
    ['name', { name: 'x'.repeat(121) }, messages.serviceNameMax],
    ['description', { description: '' }, messages.descriptionRequired],
    ['description', { description: '<script>alert(1)</script>' }, messages.descriptionRequired],
    ['publishUntil', { publishFrom: hours(5), publishUntil: hours(1) }, messages.publishUntilBeforeFrom],
  ])('rechaza %s inválido en español y no guarda ni la fila ni la imagen', async (field, overrides, message) => {
    await create();
    await jobsDone(server);
    const before = await stored();
    const result = await sendWithImage(server, CREATE, { input: input(overrides) }, admin, photo);
    expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect(await stored()).toEqual(before);
  });

  it('sin imagen, el servicio nuevo se rechaza: «La imagen es requerida»', async () => {
    await jobsDone(server);
    const before = await stored();
    const result = await sendWithImage(server, CREATE, { input: input() }, admin);
    expect(result.errors![0]).toMatchObject({
      message: messages.appImageRequired,
      extensions: { code: 'BAD_USER_INPUT', field: 'image' },
    });
    expect(await stored()).toEqual(before);
  });

  it.each<[string, () => ImageFile]>([
    ['un GIF', () => gif],
    ['un archivo de texto', () => ({ name: 'servicio.png', bytes: Buffer.from('no soy una imagen') })],
    ['un PNG dañado', () => ({ name: 'roto.png', bytes: damaged(photo) })],
    [
      'un WebP cortado a la mitad',
      () => ({ name: 'cortado.webp', bytes: webp.bytes.subarray(0, webp.bytes.length / 2) }),
    ],
  ])('rechaza %s: «La imagen debe ser PNG, JPG o WebP» y nada se guarda', async (_label, file) => {
    await jobsDone(server);
    const before = await stored();
    const result = await sendWithImage(server, CREATE, { input: input() }, admin, file());
    expect(result.errors![0]).toMatchObject({
      message: 'La imagen debe ser PNG, JPG o WebP',
      extensions: { code: 'BAD_USER_INPUT', field: 'image' },
    });
    expect(await stored()).toEqual(before);
  });

  it('rechaza una imagen que supera el tamaño máximo y nada se guarda', async () => {
    await jobsDone(server);
    const before = await stored();
    const big = { name: 'enorme.png', bytes: Buffer.concat([Buffer.from(photo.bytes), Buffer.alloc(MiB)]) };
    const result = await sendWithImage(server, CREATE, { input: input() }, admin, big);
    expect(result.errors![0]).toMatchObject({
      message: messages.fileTooLarge,
      extensions: { code: 'BAD_USER_INPUT', field: 'image' },
    });
    expect(await stored()).toEqual(before);
  });

  it('al editar con un GIF, el servicio conserva sus datos y su imagen anterior', async () => {
    const service = await create();
    await jobsDone(server);
    const before = await stored();
    const result = await sendWithImage(
      server,
      UPDATE,
      { id: service.id, input: input({ name: 'No debe guardarse' }) },
      admin,
      gif,
    );
    expect(result.errors![0]).toMatchObject({
      message: messages.appImageInvalid,
      extensions: { code: 'BAD_USER_INPUT', field: 'image' },
    });
    expect(await stored()).toEqual(before);
    expect(before.files).toEqual(expect.arrayContaining(keysOf(service.image)));
  });

  it('editar un servicio que no existe responde NOT_FOUND y no guarda la imagen', async () => {
    await jobsDone(server);
    const before = await stored();
    const result = await sendWithImage(server, UPDATE, { id: '999999', input: input() }, admin, photo);
    expect(result.errors![0].extensions!.code).toBe('NOT_FOUND');
    expect(await stored()).toEqual(before);
  });

  it.each<Role>(['doctor', 'laboratory', 'office-admin', 'patient'])(
    '%s recibe FORBIDDEN en cada operación de administración y nada cambia',
    async (role) => {
      const user = await server.signedIn(role);
      const service = await create();
      await jobsDone(server);
      const before = await stored();
      const ids = before.rows.map((row) => String(row.id)).reverse();
      const operations: [string, Record<string, unknown>, ImageFile?][] = [
        [ADMIN_SERVICES, {}],
        [ADMIN_SERVICE, { id: service.id }],
        [CREATE, { input: input() }, photo],
        [UPDATE, { id: service.id, input: input({ name: 'Cambiado' }) }, photo],
        [UPDATE, { id: service.id, input: input({ name: 'Cambiado' }) }],
        [DELETE, { id: service.id }],
        [REORDER, { ids }],
      ];
      for (const [query, variables, image] of operations) {
        const result = await sendWithImage(server, query, variables, user.token, image);
        expect(result.errors![0].extensions!.code, query).toBe('FORBIDDEN');
      }
      expect(await stored()).toEqual(before);
    },
  );

  it('sin sesión, cada operación de administración pide iniciar sesión y nada cambia', async () => {
    const service = await create();
    await jobsDone(server);
    const before = await stored();
    const operations: [string, Record<string, unknown>, ImageFile?][] = [
      [ADMIN_SERVICES, {}],
      [ADMIN_SERVICE, { id: service.id }],
      [CREATE, { input: input() }, photo],
      [UPDATE, { id: service.id, input: input() }, photo],
      [DELETE, { id: service.id }],
      [REORDER, { ids: [service.id] }],
    ];
    for (const [query, variables, image] of operations) {
      const result = await sendWithImage(server, query, variables, undefined, image);
      expect(result.errors![0].extensions!.code, query).toBe('UNAUTHENTICATED');
    }
    expect(await stored()).toEqual(before);
  });

  it('las funciones de servicios revisan quién las llama antes de guardar una imagen', async () => {
    const { deps } = server.app;
    const service = await create();
    await jobsDone(server);
    const before = await stored();
    const upload = () => Readable.from([Buffer.from(photo.bytes)]);
    const forbidden = { extensions: { code: 'FORBIDDEN' } };
    for (const role of ['doctor', 'laboratory', 'office-admin', 'patient'] as const) {
      const actor: Actor = { userId: 1, role, sessionId: 1 };
      await expect(listServices(deps, actor)).rejects.toMatchObject(forbidden);
      await expect(createService(deps, actor, input(), upload())).rejects.toMatchObject(forbidden);
      await expect(updateService(deps, actor, Number(service.id), input(), upload())).rejects.toMatchObject(forbidden);
      await expect(deleteService(deps, actor, Number(service.id))).rejects.toMatchObject(forbidden);
      await expect(reorderServices(deps, actor, [])).rejects.toMatchObject(forbidden);
    }
    expect(await stored()).toEqual(before);
  });
});
