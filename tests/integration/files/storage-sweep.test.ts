import { readFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChat, SEND_MESSAGE, type ChatMessage } from '../../support/chat.js';
import { createCourse } from '../../support/factories.js';
import { captureLogs } from '../../support/hardening.js';
import { formUpload, graphqlUpload } from '../../support/multipart.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { chatMessages } from '../../../server/src/chat/chat.tables.js';
import { systemActor } from '../../../server/src/common/actor.js';
import { projectRoot } from '../../../server/src/config.js';
import { courses } from '../../../server/src/courses/courses.tables.js';
import { createStorageSweep } from '../../../server/src/files/storage-sweep.js';
import { storageSweepJob } from '../../../server/src/files/storage-sweep.job.js';
import { jobsOf } from '../../support/jobs.js';

const hour = 3600_000;
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const COURSE_IMAGE = 'mutation ($id: ID!, $file: Upload!) { setCourseImage(id: $id, file: $file) { imageUrl } }';
const CREATE_COURSE = 'mutation ($input: CourseInput!) { createCourse(input: $input) { id } }';
const CREATE_GROUP = 'mutation ($input: StudyGroupInput!) { createStudyGroup(input: $input) { id } }';
const courseInput = (descriptionHtml: string) => ({
  name: 'Ortodoncia digital',
  subtopic: '',
  date: '2031-03-10',
  time: '9:00 a 14:00 h',
  investment: { cents: 150_000 },
  quota: 10,
  active: true,
  onlineRegistration: true,
  status: 'REGISTRATION_OPEN',
  descriptionHtml,
  headquarterName: 'Auditorio',
  headquarterAddress: 'Av. Juárez 2915',
});

describe(`limpieza de archivos guardados (${databaseKind()})`, () => {
  let server: TestServer;
  let admin: string;
  let photo: Buffer;
  const logs = captureLogs();
  beforeAll(async () => {
    server = await startTestServer({ logLevel: 'warn' }, { logStream: logs.stream });
    admin = (await server.signedIn('admin')).token;
    photo = await readFile(join(projectRoot, 'server/src/seed/course-images/radiologia.png'));
  });
  afterAll(() => server.close());

  const storage = () => server.app.deps.storage;
  const bytesExist = (key: string) =>
    storage()
      .read(key)
      .then(
        ({ stream }) => {
          stream.destroy();
          return true;
        },
        () => false,
      );
  const age = async (key: string, ms: number) => {
    const then = new Date(Date.now() - ms);
    await utimes(join(server.dataDir, 'files', key), then, then);
  };
  /** Bytes written and then nothing else: the process died before their row was saved. */
  const leftBehind = (prefix: string) =>
    storage()
      .put(prefix, Readable.from([png]), { maxBytes: 1_000_000 })
      .then((stored) => stored.key);
  const served = async (url: string) => (await server.inject({ method: 'GET', url })).statusCode;
  const editorImage = async () => {
    const body = await formUpload('file', photo, 'figura.png');
    const response = await server.inject({
      method: 'POST',
      url: '/study-groups/upload',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${admin}` },
    });
    const url = response.json().url as string;
    return { url, key: url.replace(/^\/files\//, '') };
  };
  const setCourseImage = async (courseId: number) => {
    const upload = await graphqlUpload(
      COURSE_IMAGE,
      { id: String(courseId) },
      { field: 'file', name: 'portada.png', bytes: photo, type: 'image/png' },
    );
    const response = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...upload.headers, authorization: `Bearer ${admin}` },
      payload: upload.payload,
    });
    const url = response.json().data.setCourseImage.imageUrl as string;
    return { url, key: url.replace(/^\/files\//, '') };
  };

  it('los bytes de un adjunto del chat cuya fila nunca se escribió se quitan pasada la hora de gracia, no antes; el adjunto enviado se queda', async () => {
    const doctor = await server.signedIn('doctor');
    const lucia = await server.signedIn('patient', { doctorId: doctor.id, name: 'Lucía' });
    const chatId = await openChat(server, doctor.token, lucia.id);
    const upload = await graphqlUpload(
      SEND_MESSAGE,
      { chatId, text: null },
      { field: 'attachment', name: 'radiografia.png', bytes: png },
    );
    const sent = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...upload.headers, authorization: `Bearer ${lucia.token}` },
      payload: upload.payload,
    });
    const message = (sent.json() as { data: { sendChatMessage: ChatMessage } }).data.sendChatMessage;
    const [row] = await server.db
      .select({ key: chatMessages.documentKey })
      .from(chatMessages)
      .where(eq(chatMessages.id, Number(message.id)));
    const attached = row.key!;
    expect(attached).toMatch(new RegExp(`^chat/${chatId}/`));

    const orphan = await leftBehind(`chat/${chatId}`);
    await age(attached, 2 * hour);
    await age(orphan, 50 * 60_000);
    await server.app.sweepStorage(systemActor);
    expect(await bytesExist(orphan)).toBe(true);

    await age(orphan, 70 * 60_000);
    const report = await server.app.sweepStorage(systemActor);
    expect(report.removed).toBeGreaterThanOrEqual(1);
    expect(await bytesExist(orphan)).toBe(false);
    expect(await bytesExist(attached)).toBe(true);
    const file = await server.inject({
      method: 'GET',
      url: message.attachment!.url,
      headers: { authorization: `Bearer ${doctor.token}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
  });

  it('una imagen del editor usada en un curso o en un grupo de estudios se queda; una sin usar de más de un día se quita, una reciente no', async () => {
    const inCourse = await editorImage();
    const inGroup = await editorImage();
    const unused = await editorImage();
    const young = await editorImage();
    const course = await server.gql(
      CREATE_COURSE,
      { input: courseInput(`<p>Temario</p><img src="${inCourse.url}" alt="arco" />`) },
      admin,
    );
    expect(course.errors).toBeUndefined();
    // A link written with the portal's address counts too.
    const group = await server.gql(
      CREATE_GROUP,
      { input: { name: 'Periodoncia', descriptionHtml: `<p><img src="https://portal.lab.mx${inGroup.url}" /></p>` } },
      admin,
    );
    expect(group.errors).toBeUndefined();
    for (const image of [inCourse, inGroup, unused]) await age(image.key, 2 * 24 * hour);
    // Past the hour that other uploads get, but an author may still be editing the form.
    await age(young.key, 20 * hour);

    await server.app.sweepStorage(systemActor);
    expect(await served(inCourse.url)).toBe(200);
    expect(await served(inGroup.url)).toBe(200);
    expect(await served(young.url)).toBe(200);
    expect(await served(unused.url)).toBe(404);
  });

  it('la portada en uso se queda; la reemplazada, cuyo borrado falló, se quita en la limpieza', async () => {
    const course = await createCourse(server.db);
    const first = await setCourseImage(course.id);
    // The object store fails while the image is replaced: the new image stands, the old bytes stay behind.
    const remove = storage().remove;
    storage().remove = async () => {
      throw new Error('almacenamiento no disponible');
    };
    const second = await setCourseImage(course.id).finally(() => {
      storage().remove = remove;
    });
    expect(second.key).not.toBe(first.key);
    const [row] = await server.db.select({ key: courses.imageKey }).from(courses).where(eq(courses.id, course.id));
    expect(row.key).toBe(second.key);
    expect(await bytesExist(first.key)).toBe(true);

    await age(first.key, 2 * hour);
    await age(second.key, 2 * hour);
    await server.app.sweepStorage(systemActor);
    expect(await served(second.url)).toBe(200);
    expect(await served(first.url)).toBe(404);
  });

  it('un borrado que falla durante la limpieza se registra y se reintenta en la siguiente', async () => {
    const orphan = await leftBehind('public/courses');
    await age(orphan, 2 * hour);
    const remove = storage().remove;
    storage().remove = async (key) => {
      if (key === orphan) throw new Error('almacenamiento no disponible');
      return remove(key);
    };
    const failing = await server.app.sweepStorage(systemActor).finally(() => {
      storage().remove = remove;
    });
    expect(failing.failed).toBe(1);
    expect(await bytesExist(orphan)).toBe(true);
    expect(logs.lines.some((line) => line.includes('"level":50') && line.includes(orphan))).toBe(true);

    await server.app.sweepStorage(systemActor);
    expect(await bytesExist(orphan)).toBe(false);
  });

  it('lo que está bajo una carpeta que nadie declara se deja y se avisa una sola vez, como advertencia', async () => {
    const stray = await leftBehind('respaldos/2026');
    const strayPublic = await leftBehind('public/banners');
    await age(stray, 30 * 24 * hour);
    await age(strayPublic, 30 * 24 * hour);
    await server.app.sweepStorage(systemActor);
    const second = await server.app.sweepStorage(systemActor);
    expect(second.unowned).toBeGreaterThanOrEqual(2);
    expect(await bytesExist(stray)).toBe(true);
    expect(await bytesExist(strayPublic)).toBe(true);
    for (const folder of ['respaldos/2026', 'public/banners']) {
      const mentions = logs.lines.filter((line) => line.includes(`"folder":"${folder}"`));
      expect(mentions).toHaveLength(1);
      expect(mentions[0]).toContain('"level":40');
    }
  });

  it('las referencias se preguntan por lotes, no una consulta por archivo', async () => {
    const asked: number[] = [];
    const keys = await Promise.all(Array.from({ length: 250 }, () => leftBehind('lote')));
    await Promise.all(keys.map((key) => age(key, 2 * hour)));
    const kept = new Set(keys.slice(0, 10));
    const sweep = createStorageSweep(
      server.app.deps,
      [
        {
          name: 'lote',
          prefix: 'lote',
          async referenced(_systemDb, batch) {
            asked.push(batch.length);
            return batch.filter((key) => kept.has(key));
          },
        },
      ],
      { batchSize: 100 },
    );
    const report = await sweep(systemActor);
    expect(asked).toEqual([100, 100, 50]);
    expect(report.removed).toBe(240);
    for (const key of keys) expect(await bytesExist(key)).toBe(kept.has(key));
  });

  it('solo el sistema limpia: un usuario, aun administrador, recibe FORBIDDEN y nada se borra', async () => {
    const key = await leftBehind('studies');
    await age(key, 48 * hour);
    await expect(server.app.sweepStorage({ userId: 1, role: 'admin', sessionId: 1 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await bytesExist(key)).toBe(true);
  });

  it('dos dueños que se encierran uno en otro se rechazan al armar la limpieza', () => {
    const owner = (prefix: string) => ({ name: prefix, prefix, referenced: async () => [] });
    expect(() => createStorageSweep(server.app.deps, [owner('public'), owner('public/editor')])).toThrow(/overlap/);
    expect(() => createStorageSweep(server.app.deps, [owner('')])).toThrow(/invalid prefix/);
  });

  it('la tarea periódica de limpieza quita los bytes huérfanos como la limpieza misma', async () => {
    const orphan = await leftBehind('public/courses');
    await age(orphan, 2 * hour);
    await server.app.deps.jobs.send(storageSweepJob, {});
    await server.app.deps.jobs.idle();
    expect(await bytesExist(orphan)).toBe(false);
    expect(await jobsOf(server, storageSweepJob)).toEqual([expect.objectContaining({ state: 'completed' })]);
  });
});
