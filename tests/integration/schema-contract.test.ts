import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { printAppSchema } from '../../server/src/graphql-schema.js';

describe('contrato GraphQL', () => {
  it('schema.graphql guardado es el que emiten los resolvers (si falla: npm run codegen)', async () => {
    const committed = await readFile(new URL('../../schema.graphql', import.meta.url), 'utf8');
    expect(await printAppSchema()).toBe(committed);
  });
});
