// Writes schema.graphql from the compiled resolvers (run `npm run build:server` first).
import { writeFile } from 'node:fs/promises';

const { printAppSchema } = await import('../dist/server/src/graphql-schema.js');
await writeFile(new URL('../schema.graphql', import.meta.url), await printAppSchema());
console.log('schema.graphql written');
