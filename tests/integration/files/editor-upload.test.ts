import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { formUpload } from '../../support/multipart.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { eq } from 'drizzle-orm';
import { studyWithFiles } from '../../support/studies.js';
import { projectRoot } from '../../../server/src/config.js';
import { studyFiles } from '../../../server/src/studies/studies.tables.js';

describe(`imágenes del editor de texto (${databaseKind()})`, () => {
  let server: TestServer;
  let png: Buffer;
  beforeAll(async () => {
    server = await startTestServer({ fileSizeLimitMb: 1 });
    png = await readFile(join(projectRoot, 'server/src/seed/course-images/radiologia.png'));
  });
  afterAll(() => server.close());

  const upload = async (token: string | undefined, bytes: Uint8Array, name = 'imagen.png') => {
    const body = await formUpload('file', bytes, name);
    return server.inject({
      method: 'POST',
      url: '/study-groups/upload',
      payload: body.payload,
      headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  };

  it('el administrador sube una imagen y queda publicada para la descripción del curso', async () => {
    const admin = await server.signedIn('admin');
    const response = await upload(admin.token, png);
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    const served = await server.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('un archivo que no es imagen o que pasa del límite se rechaza con su mensaje y no se guarda', async () => {
    const admin = await server.signedIn('admin');
    const text = await upload(admin.token, new TextEncoder().encode('hola'), 'nota.png');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(messages.imageInvalid);
    const big = Buffer.concat([png, Buffer.alloc(1024 * 1024 + 10)]);
    const tooBig = await upload(admin.token, big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe(messages.fileTooLarge);
  });

  it('la ruta pública de imágenes no sale de su carpeta: los bytes de un estudio no se alcanzan con ../', async () => {
    const lab = await server.signedIn('laboratory');
    const patient = await server.signedIn('patient', { doctorId: (await server.signedIn('doctor')).id });
    const study = await studyWithFiles(server, lab.token, patient.id);
    const [file] = await server.db
      .select({ key: studyFiles.storageKey })
      .from(studyFiles)
      .where(eq(studyFiles.id, Number(study.files[0].id)));
    expect(file.key).toMatch(/^studies\//);
    for (const url of [
      `/files/public/../${file.key}`,
      `/files/public/..%2F${file.key.replace('/', '%2F')}`,
      `/files/public/editor/..%2F..%2F${file.key}`,
      `/files/public/..%5C${file.key}`,
      `/files/public//${file.key}`,
    ]) {
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('sin sesión o sin rol de personal no se puede subir', async () => {
    expect((await upload(undefined, png)).statusCode).toBe(401);
    const doctor = await server.signedIn('doctor');
    expect((await upload(doctor.token, png)).statusCode).toBe(403);
  });
});
