import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { projectRoot } from '../../../server/src/config.js';
import {
  courseImageSizesJob,
  sendMissingCourseImageSizes,
} from '../../../server/src/courses/course-image-sizes.job.js';
import { courses } from '../../../server/src/courses/courses.tables.js';
import { imageAvifJob, sendImageAvif } from '../../../server/src/files/index.js';
import { createCourse } from '../../support/factories.js';
import { endRetryWait, jobsOf } from '../../support/jobs.js';
import { graphqlUpload } from '../../support/multipart.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const IMAGE = `mutation ($id: ID!, $file: Upload!) { setCourseImage(id: $id, file: $file) {
  imageUrl image { url mediaType width height sizes { url mediaType width height } }
} }`;
const PUBLIC = `query ($id: ID!) { publicCourse(id: $id) {
  imageUrl image { url width height sizes { url mediaType width height } }
} }`;
const AVIF = `query ($id: ID!) { publicCourse(id: $id) {
  image { sizes { url width } avifSizes { url mediaType width height } }
} }`;

type Image = {
  url: string;
  mediaType: string;
  width: number;
  height: number;
  sizes: { url: string; mediaType: string; width: number; height: number }[];
};

describe(`imágenes de cursos en los tamaños que pide un teléfono (${databaseKind()})`, () => {
  let server: TestServer;
  let admin: string;
  let png: Buffer;
  beforeAll(async () => {
    server = await startTestServer();
    admin = (await server.signedIn('admin')).token;
    png = await readFile(join(projectRoot, 'server/src/seed/course-images/radiologia.png'));
  });
  afterAll(() => server.close());

  const upload = async (courseId: number, bytes: Uint8Array, name = 'portada.png') => {
    const form = await graphqlUpload(
      IMAGE,
      { id: String(courseId) },
      { field: 'file', name, bytes, type: 'image/png' },
    );
    return server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...form.headers, authorization: `Bearer ${admin}` },
      payload: form.payload,
    });
  };

  /** A size as a browser fetches it: its type, cache rule and the picture's real dimensions. */
  const fetched = async (url: string) => {
    const served = await server.inject({ method: 'GET', url });
    const { format, width, height } = await sharp(served.rawPayload).metadata();
    return {
      status: served.statusCode,
      type: served.headers['content-type'],
      cache: served.headers['cache-control'],
      format,
      width,
      height,
      bytes: served.rawPayload.length,
    };
  };

  it('el administrador sube la imagen de un curso y el catálogo la ofrece en WebP a 360 px y a su propio ancho', async () => {
    const course = await createCourse(server.db);
    const response = await upload(course.id, png);
    const image = response.json().data.setCourseImage.image as Image;
    expect(image).toMatchObject({ mediaType: 'image/png', width: 640, height: 320 });
    expect(image.sizes.map((size) => [size.mediaType, size.width, size.height])).toEqual([
      ['image/webp', 360, 180],
      ['image/webp', 640, 320],
    ]);

    // The public page reads the same sizes; each is served as WebP, cached for a year, at its width.
    const listed = await server.gql<{ publicCourse: { image: Image } }>(PUBLIC, { id: String(course.id) });
    expect(listed.data!.publicCourse.image.sizes).toEqual(image.sizes);
    const small = await fetched(image.sizes[0].url);
    expect(small).toMatchObject({
      status: 200,
      type: 'image/webp',
      cache: 'public, max-age=31536000, immutable',
      format: 'webp',
      width: 360,
      height: 180,
    });
    expect(small.bytes).toBeLessThan(png.length / 4);
    expect(await fetched(image.sizes[1].url)).toMatchObject({ type: 'image/webp', width: 640, height: 320 });
    expect(await fetched(image.url)).toMatchObject({ type: 'image/png', width: 640 });

    // A new image replaces the old one: the old file and its sizes are gone.
    const replaced = (await upload(course.id, png)).json().data.setCourseImage.image as Image;
    expect(replaced.url).not.toBe(image.url);
    for (const url of [image.url, ...image.sizes.map((size) => size.url)]) {
      expect((await server.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('un trabajo en segundo plano hace las copias AVIF, que el catálogo ofrece a los mismos anchos; se van con la imagen', async () => {
    const course = await createCourse(server.db);
    const image = (await upload(course.id, png)).json().data.setCourseImage.image as Image;
    await server.app.deps.jobs.idle();
    type Listed = { sizes: { url: string; width: number }[]; avifSizes: Image['sizes'] };
    const listed = (await server.gql<{ publicCourse: { image: Listed } }>(AVIF, { id: String(course.id) })).data!
      .publicCourse.image;
    expect(listed.avifSizes.map((size) => [size.mediaType, size.width, size.height])).toEqual([
      ['image/avif', 360, 180],
      ['image/avif', 640, 320],
    ]);
    for (const [index, size] of listed.avifSizes.entries()) {
      const avif = await fetched(size.url);
      expect(avif).toMatchObject({ status: 200, type: 'image/avif', format: 'heif', width: size.width });
      // Smaller than the WebP of the same width, itself a fraction of the PNG.
      expect(avif.bytes).toBeLessThan((await fetched(listed.sizes[index].url)).bytes);
    }

    // A new image replaces the old one: its AVIF files go with it.
    await upload(course.id, png);
    for (const size of listed.avifSizes)
      expect((await server.inject({ method: 'GET', url: size.url })).statusCode).toBe(404);
    expect(image.sizes).toEqual(listed.sizes.map((size) => expect.objectContaining(size)));
  });

  it('si el codificador AVIF no puede con la imagen, el trabajo falla sin dejar archivos y un reintento las hace', async () => {
    const course = await createCourse(server.db);
    await upload(course.id, png);
    await server.app.deps.jobs.idle();
    const imageOf = async () =>
      (await server.db.select({ image: courses.image }).from(courses).where(eq(courses.id, course.id)))[0].image!;
    // The copies go, and the original is replaced by bytes that are no picture (a disk fault, say).
    const { avif, ...withoutAvif } = await imageOf();
    await server.db.update(courses).set({ image: withoutAvif }).where(eq(courses.id, course.id));
    for (const size of avif!) await server.app.deps.storage.remove(size.key);
    const { storage } = server.app.deps;
    const replaceOriginal = async (bytes: Buffer) => {
      await storage.remove(withoutAvif.key);
      await storage.putAt(withoutAvif.key, Readable.from([bytes]));
    };
    await replaceOriginal(Buffer.alloc(4096, 7));
    const prefix = withoutAvif.key.slice(0, withoutAvif.key.lastIndexOf('/'));
    const stored = async () => {
      const keys: string[] = [];
      for await (const { key } of storage.list(prefix)) keys.push(key);
      return keys.sort();
    };
    const filesBefore = await stored();

    const jobId = await sendImageAvif(server.app.deps, courses.image, withoutAvif);
    await server.app.deps.jobs.idle();
    expect((await jobsOf(server, imageAvifJob, { key: withoutAvif.key })).at(-1)).toMatchObject({
      state: 'retry',
      retryCount: 0,
      error: expect.stringMatching(/unsupported image format/),
    });
    expect((await imageOf()).avif).toBeUndefined();
    expect(await stored()).toEqual(filesBefore);

    // The picture back, the next attempt makes the copies, and the catalogue offers them.
    await replaceOriginal(png);
    expect(await endRetryWait(server.db, jobId!)).toBe(true);
    await server.app.deps.jobs.idle();
    expect((await jobsOf(server, imageAvifJob, { key: withoutAvif.key })).at(-1)).toMatchObject({ state: 'completed' });
    expect((await imageOf()).avif?.map((size) => size.width)).toEqual([360, 640]);
    const listed = await server.gql<{ publicCourse: { image: { avifSizes: { width: number }[] } } }>(AVIF, {
      id: String(course.id),
    });
    expect(listed.data!.publicCourse.image.avifSizes.map((size) => size.width)).toEqual([360, 640]);
  });

  it('un archivo que solo empieza como PNG se rechaza en español y el curso conserva su imagen', async () => {
    const course = await createCourse(server.db);
    const kept = (await upload(course.id, png)).json().data.setCourseImage.image as Image;
    const broken = Buffer.concat([png.subarray(0, 64), Buffer.alloc(4096, 7)]);
    const refused = await upload(course.id, broken, 'roto.png');
    expect(refused.json().errors[0]).toMatchObject({
      message: messages.imageInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const after = await server.gql<{ publicCourse: { image: Image } }>(PUBLIC, { id: String(course.id) });
    expect(after.data!.publicCourse.image.url).toBe(kept.url);
    expect(after.data!.publicCourse.image.sizes).toEqual(kept.sizes);
  });

  it('una imagen guardada antes de que existieran los tamaños los recibe al arrancar, una sola vez', async () => {
    const course = await createCourse(server.db);
    const stored = await server.app.deps.storage.put('public/courses', Readable.from([png]), {
      maxBytes: png.length,
    });
    await server.db.update(courses).set({ imageKey: stored.key, image: null }).where(eq(courses.id, course.id));
    const before = await server.gql<{ publicCourse: { imageUrl: string; image: Image | null } }>(PUBLIC, {
      id: String(course.id),
    });
    expect(before.data!.publicCourse).toEqual({ imageUrl: `/files/${stored.key}`, image: null });

    await sendMissingCourseImageSizes(server.app.deps);
    await server.app.deps.jobs.idle();
    const after = await server.gql<{ publicCourse: { imageUrl: string; image: Image } }>(PUBLIC, {
      id: String(course.id),
    });
    expect(after.data!.publicCourse.imageUrl).toBe(`/files/${stored.key}`);
    expect(after.data!.publicCourse.image).toMatchObject({ url: `/files/${stored.key}`, width: 640, height: 320 });
    expect(after.data!.publicCourse.image.sizes.map((size) => size.width)).toEqual([360, 640]);
    expect(await fetched(after.data!.publicCourse.image.sizes[0].url)).toMatchObject({
      type: 'image/webp',
      width: 360,
    });

    // The next start finds nothing left to do for this course.
    await sendMissingCourseImageSizes(server.app.deps);
    expect(await jobsOf(server, courseImageSizesJob, { courseId: course.id })).toHaveLength(1);
  });
});
