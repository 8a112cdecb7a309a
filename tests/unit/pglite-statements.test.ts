import { PGlite } from '@electric-sql/pglite';
import { beforeAll, describe, expect, it } from 'vitest';
import { withStatementCache, type PgliteClient } from '../../server/src/db/pglite-statements.js';

// The statement cache under drizzle on the embedded database: the same answers as a plain PGlite
// query, each text prepared once, errors and transactions as before.
describe('PGlite with prepared statements', () => {
  let pglite: PGlite;
  let client: PgliteClient;
  const prepared = async () =>
    (await pglite.query<{ statement: string }>('select statement from pg_prepared_statements order by name')).rows.map(
      (row) => row.statement,
    );

  beforeAll(async () => {
    pglite = await PGlite.create('memory://');
    await pglite.exec(
      'create table notes (id int primary key, title text not null, at timestamptz, meta jsonb, score int)',
    );
    client = withStatementCache(pglite, 3);
  });

  it('binds each call its own values, dates, JSON and nulls included, and prepares the text once', async () => {
    const insert = 'insert into notes (id, title, at, meta, score) values ($1, $2, $3, $4, $5)';
    await client.query(insert, [1, "Muela del juicio, 'izquierda'", new Date('2026-11-27T10:00:00Z'), { a: 1 }, 7]);
    await client.query(insert, [2, 'Periapical', null, null, null]);
    const select = 'select id, title, at, meta, score from notes where id = $1';
    const first = await client.query<Record<string, unknown>>(select, [1]);
    const second = await client.query<Record<string, unknown>>(select, [2]);
    expect(first.rows).toEqual([
      { id: 1, title: "Muela del juicio, 'izquierda'", at: new Date('2026-11-27T10:00:00Z'), meta: { a: 1 }, score: 7 },
    ]);
    expect(second.rows).toEqual([{ id: 2, title: 'Periapical', at: null, meta: null, score: null }]);
    expect(await prepared()).toEqual([insert, select]);
  });

  it('answers in the row mode asked, with the affected rows of a write', async () => {
    const answer = await client.query('update notes set score = $1 where id = $2', [9, 2]);
    expect(answer.affectedRows).toBe(1);
    const rows = await client.query('select id, score from notes order by id', [], { rowMode: 'array' });
    expect(rows.rows).toEqual([
      [1, 7],
      [2, 9],
    ]);
  });

  it('closes the least recently used statement beyond its capacity and prepares it again when asked', async () => {
    for (let id = 3; id <= 5; id++) await client.query(`select ${id} as n, title from notes where id = $1`, [1]);
    const kept = await prepared();
    expect(kept).toHaveLength(3);
    expect(kept).not.toContain('select id, title, at, meta, score from notes where id = $1');
    const again = await client.query<{ title: string }>(
      'select id, title, at, meta, score from notes where id = $1',
      [2],
    );
    expect(again.rows[0].title).toBe('Periapical');
    expect(await prepared()).toHaveLength(3);
  });

  it('reports a broken rule with its code and keeps working after it', async () => {
    const insert = 'insert into notes (id, title) values ($1, $2)';
    await expect(client.query(insert, [1, 'otra'])).rejects.toMatchObject({ code: '23505' });
    await expect(client.query('select nope from notes where id = $1', [1])).rejects.toMatchObject({ code: '42703' });
    await client.query(insert, [6, 'Cefalometría']);
    const count = await client.query<{ n: number }>('select count(*)::int as n from notes where id > $1', [0]);
    expect(count.rows[0].n).toBe(3);
  });

  it('rolls back what a failed transaction wrote through prepared statements', async () => {
    const insert = 'insert into notes (id, title) values ($1, $2)';
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [7, 'Tomografía']);
        await tx.query(insert, [7, 'Tomografía repetida']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const found = await client.query('select id from notes where id = $1', [7]);
    expect(found.rows).toEqual([]);
    await client.transaction(async (tx) => tx.query(insert, [7, 'Tomografía']));
    expect((await client.query('select id from notes where id = $1', [7])).rows).toEqual([{ id: 7 }]);
  });

  it('prepares a statement again when its table changed under it', async () => {
    const all = 'select * from notes where id = $1';
    expect(Object.keys((await client.query<object>(all, [1])).rows[0])).not.toContain('extra');
    await pglite.exec('alter table notes add column extra text');
    const after = await client.query<{ extra: string | null }>(all, [1]);
    expect(after.rows[0]).toHaveProperty('extra', null);
  });
});
