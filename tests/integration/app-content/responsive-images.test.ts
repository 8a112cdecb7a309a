import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeResponsiveImage, widthsFor } from '../../../server/src/files/responsive-images.js';
import { createLocalStorage, type FileStorage } from '../../../server/src/files/storage.js';

let root: string;
let storage: FileStorage;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'portal-images-'));
  storage = createLocalStorage(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif', orientation?: number) => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });
  const withOrientation = orientation ? image.withMetadata({ orientation }) : image;
  return withOrientation.toFormat(format).toBuffer();
};

const store = (bytes: Buffer, maxBytes = 5 * 1024 * 1024) =>
  storeResponsiveImage(storage, 'public/app/slides', Readable.from([bytes]), { maxBytes, field: 'image' });

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('imágenes del contenido de la app', () => {
  it('guarda el original y una copia WebP por ancho de teléfono menor que la imagen', async () => {
    const image = await store(await picture(1600, 800, 'jpeg'));
    expect(image).toMatchObject({ mediaType: 'image/jpeg', width: 1600, height: 800 });
    expect(image.sizes.map((size) => [size.width, size.height])).toEqual([
      [360, 180],
      [720, 360],
      [1080, 540],
    ]);
    for (const size of image.sizes) {
      const { stream } = await storage.read(size.key);
      const metadata = await stream.pipe(sharp()).metadata();
      expect([metadata.format, metadata.width]).toEqual(['webp', size.width]);
    }
    expect(await storedFiles()).toHaveLength(4);
  });

  it('una imagen pequeña recibe una sola copia WebP de su propio ancho', async () => {
    const image = await store(await picture(200, 100, 'png'));
    expect(image.sizes.map((size) => size.width)).toEqual([200]);
    // Under the widest phone width its own width is written too, so no screen falls back to the upload.
    expect(widthsFor(720)).toEqual([360, 720]);
    expect(widthsFor(640)).toEqual([360, 640]);
    expect(widthsFor(1080)).toEqual([360, 720]);
  });

  it('una foto girada por EXIF se mide y se reduce de pie', async () => {
    const image = await store(await picture(800, 400, 'jpeg', 6));
    expect([image.width, image.height]).toEqual([400, 800]);
    expect(image.sizes[0]).toMatchObject({ width: 360, height: 720 });
  });

  it('rechaza un GIF o un texto con el mensaje de la imagen y no guarda nada', async () => {
    for (const bytes of [await picture(100, 100, 'gif'), Buffer.from('no soy una imagen')]) {
      await expect(store(bytes)).rejects.toMatchObject({
        message: 'La imagen debe ser PNG, JPG o WebP',
        extensions: { code: 'BAD_USER_INPUT', field: 'image' },
      });
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('rechaza un PNG dañado (su firma y luego basura) y borra lo que había escrito', async () => {
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await expect(store(Buffer.concat([signature, Buffer.alloc(6000, 7)]))).rejects.toMatchObject({
      message: 'La imagen debe ser PNG, JPG o WebP',
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('rechaza una imagen que pasa del límite de tamaño sin dejar archivos', async () => {
    const bytes = await picture(1200, 1200, 'png');
    await expect(store(bytes, bytes.length - 1)).rejects.toMatchObject({
      message: 'El archivo supera el tamaño máximo permitido',
      extensions: { field: 'image' },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('rechaza una imagen de más de 40 megapíxeles antes de decodificarla', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(store(bomb)).rejects.toMatchObject({ message: 'La imagen debe ser PNG, JPG o WebP' });
    expect(await storedFiles()).toEqual([]);
  });
});
