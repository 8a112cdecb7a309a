import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** Packages the server imports: ESM with a 178 KB exports map, CommonJS, ESM inside a CommonJS package, both. */
const packages = [
  'drizzle-orm',
  'drizzle-orm/pg-core',
  'drizzle-orm/pglite',
  'type-graphql',
  'fastify',
  'pg-boss',
  'graphql',
];

const resolutions = (withCache: boolean) => {
  const output = execFileSync(process.execPath, ['tests/support/module-resolutions.mjs', ...packages], {
    env: { ...process.env, WITH_CACHE: withCache ? '1' : '0' },
    encoding: 'utf8',
  });
  const { answered, byNode } = JSON.parse(output) as { answered: unknown[]; byNode: number };
  return { files: [...new Set(answered.map((row) => JSON.stringify(row)))].sort(), byNode: byNode / answered.length };
};

describe('la caché de resolución de módulos del servidor', () => {
  it('cada import llega al mismo archivo y con el mismo formato que sin ella', () => {
    const plain = resolutions(false);
    expect(plain.files.length).toBeGreaterThan(500);
    expect(plain.byNode).toBeGreaterThan(0.99);
    const cached = resolutions(true);
    expect(cached.files).toEqual(plain.files);
    // Most of them without Node's resolution (and its reads of each package.json).
    expect(cached.byNode).toBeLessThan(0.5);
  });
});
