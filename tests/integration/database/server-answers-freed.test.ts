import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/client.js';

const onPostgres = process.env.TEST_DB === 'postgres';
if (!onPostgres)
  console.warn(
    'Memoria del cliente de PostgreSQL omitida en la pasada de PGlite: se prueba en la pasada de PostgreSQL.',
  );

/**
 * The client that survives dropped connections (db/postgres-server.ts) kept every answer it had
 * given: about 3 KB per signed-in request that no collection could free, until a server with the
 * deployed heap cap spent most of its time collecting. An answer the caller let go must be freed.
 */
describe.runIf(onPostgres)('el cliente del servidor PostgreSQL no retiene las respuestas', () => {
  let database: DatabaseHandle;
  let collectGarbage: () => void;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, dataDir: '' });
    setFlagsFromString('--expose-gc');
    collectGarbage = runInNewContext('gc') as () => void;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('las filas de consultas y transacciones ya respondidas se liberan', async () => {
    const answers: WeakRef<object>[] = [];
    for (let index = 0; index < 20; index += 1) {
      const answer = await database.db.execute(sql`select ${index}::int as n, repeat('x', 1000) as text`);
      const inTransaction = await database.db.transaction((tx) => tx.execute(sql`select ${index}::int as n`));
      answers.push(new WeakRef(answer as object), new WeakRef(inTransaction as object));
    }
    // The answers were let go in earlier turns of the event loop: a full collection frees them.
    // The last round's two may still be held (by this function's own frame, or by postgres.js's
    // connection until its next query): only they may be kept.
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    const kept = answers.flatMap((answer, index) => (answer.deref() === undefined ? [] : [index]));
    expect(kept.filter((index) => index < answers.length - 2)).toEqual([]);
  });
});
