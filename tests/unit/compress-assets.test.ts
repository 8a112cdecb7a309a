import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressAssets, largeFileBytes } from '../../scripts/compress-assets.mjs';

const folder = mkdtempSync(join(tmpdir(), 'compress-assets-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const text = (bytes: number) => {
  const words = ['const', 'viewer', 'frame', 'slice', 'window', 'level', 'return', 'export', 'function'];
  let out = '';
  for (let index = 0; out.length < bytes; index += 1) out += `${words[(index * 7) % words.length]}${index % 97} `;
  return Buffer.from(out.slice(0, bytes));
};
const brotliAt = (bytes: Buffer, quality: number) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });

describe('copias comprimidas del cliente compilado', () => {
  it('cada archivo de texto tiene su .br y su .gz, que se descomprimen en él; el que no se reduce viaja tal cual', async () => {
    const files = {
      'index.html': text(2_000),
      'assets/page.js': text(300_000),
      'assets/viewer.js': text(largeFileBytes + 200_000),
      'assets/random.js': randomBytes(20_000),
      'assets/picture.png': text(50_000),
    };
    mkdirSync(join(folder, 'assets'));
    for (const [name, bytes] of Object.entries(files)) writeFileSync(join(folder, name), bytes);
    expect(await compressAssets(folder, 2)).toBe(6);

    for (const name of ['index.html', 'assets/page.js', 'assets/viewer.js']) {
      const path = join(folder, name);
      expect(brotliDecompressSync(readFileSync(`${path}.br`)).equals(files[name as keyof typeof files])).toBe(true);
      expect(gunzipSync(readFileSync(`${path}.gz`)).equals(files[name as keyof typeof files])).toBe(true);
    }
    // Brotli's best quality for the files a page loads; one past largeFileBytes gets quality 10.
    expect(readFileSync(join(folder, 'assets/page.js.br')).equals(brotliAt(files['assets/page.js'], 11))).toBe(true);
    expect(readFileSync(join(folder, 'assets/viewer.js.br')).equals(brotliAt(files['assets/viewer.js'], 10))).toBe(
      true,
    );
    for (const copy of ['assets/random.js.br', 'assets/random.js.gz', 'assets/picture.png.br'])
      expect(existsSync(join(folder, copy))).toBe(false);
  });
});
