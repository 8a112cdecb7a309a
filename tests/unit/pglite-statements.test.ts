import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStatementCache, type PgliteClient } from '../../server/src/db/pglite-statements.js';

// The statement cache under drizzle on the embedded database: the same answers as a plain PGlite
// query, each text prepared once, errors and transactions as before. Each case has a table and a
// client of its own, so the cases pass in any order.
describe('PGlite with prepared statements', () => {
  let pglite: PGlite;
  let tables = 0;

  beforeAll(async () => {
    pglite = await PGlite.create('memory://');
  });
  afterAll(() => pglite.close());

  /** A new table with two notes, and a client keeping at most `capacity` statements. */
  const setUp = async (capacity = 3): Promise<{ client: PgliteClient; notes: string }> => {
    const notes = `notes_${++tables}`;
    await pglite.exec(
      `create table ${notes} (id int primary key, title text not null, at timestamptz, meta jsonb, score int);
       insert into ${notes} (id, title, score) values (1, 'Panorámica', 7), (2, 'Periapical', null);`,
    );
    return { client: withStatementCache(pglite, capacity), notes };
  };
  const preparedFor = async (notes: string) =>
    (
      await pglite.query<{ statement: string }>(
        `select statement from pg_prepared_statements where statement like '%${notes} %' order by prepare_time`,
      )
    ).rows.map((row) => row.statement);

  it('binds each call its own values, dates, JSON and nulls included, and prepares the text once', async () => {
    const { client, notes } = await setUp();
    const insert = `insert into ${notes} (id, title, at, meta, score) values ($1, $2, $3, $4, $5)`;
    await client.query(insert, [3, "Muela del juicio, 'izquierda'", new Date('2026-11-27T10:00:00Z'), { a: 1 }, 9]);
    await client.query(insert, [4, 'Cefalometría', null, null, null]);
    const select = `select id, title, at, meta, score from ${notes} where id = $1`;
    const first = await client.query<Record<string, unknown>>(select, [3]);
    const second = await client.query<Record<string, unknown>>(select, [4]);
    expect(first.rows).toEqual([
      { id: 3, title: "Muela del juicio, 'izquierda'", at: new Date('2026-11-27T10:00:00Z'), meta: { a: 1 }, score: 9 },
    ]);
    expect(second.rows).toEqual([{ id: 4, title: 'Cefalometría', at: null, meta: null, score: null }]);
    expect(await preparedFor(notes)).toEqual([insert, select]);
  });

  it('answers in the row mode asked, with the affected rows of a write', async () => {
    const { client, notes } = await setUp();
    const answer = await client.query(`update ${notes} set score = $1 where id = $2`, [9, 2]);
    expect(answer.affectedRows).toBe(1);
    const rows = await client.query(`select id, score from ${notes} order by id`, [], { rowMode: 'array' });
    expect(rows.rows).toEqual([
      [1, 7],
      [2, 9],
    ]);
  });

  it('closes the least recently used statement beyond its capacity and prepares it again when asked', async () => {
    const { client, notes } = await setUp(3);
    const first = `select title from ${notes} where id = $1`;
    await client.query(first, [1]);
    // The third new statement closes the oldest, in the same exchange as its own parse.
    for (let n = 1; n <= 3; n++) await client.query(`select ${n} as n, title from ${notes} where id = $1`, [1]);
    const kept = await preparedFor(notes);
    expect(kept).toHaveLength(3);
    expect(kept).not.toContain(first);
    const again = await client.query<{ title: string }>(first, [2]);
    expect(again.rows[0].title).toBe('Periapical');
    expect(await preparedFor(notes)).toContain(first);
  });

  it('reports a broken rule with its code and keeps working after it', async () => {
    const { client, notes } = await setUp();
    const insert = `insert into ${notes} (id, title) values ($1, $2)`;
    await expect(client.query(insert, [1, 'otra'])).rejects.toMatchObject({ code: '23505' });
    await expect(client.query(`select nope from ${notes} where id = $1`, [1])).rejects.toMatchObject({
      code: '42703',
    });
    await client.query(insert, [6, 'Cefalometría']);
    const count = await client.query<{ n: number }>(`select count(*)::int as n from ${notes} where id > $1`, [0]);
    expect(count.rows[0].n).toBe(3);
  });

  it('rolls back what a failed transaction wrote through prepared statements', async () => {
    const { client, notes } = await setUp();
    const insert = `insert into ${notes} (id, title) values ($1, $2)`;
    await expect(
      client.transaction(async (tx) => {
        await tx.query(insert, [7, 'Tomografía']);
        await tx.query(insert, [7, 'Tomografía repetida']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const find = `select id from ${notes} where id = $1`;
    expect((await client.query(find, [7])).rows).toEqual([]);
    await client.transaction(async (tx) => tx.query(insert, [7, 'Tomografía']));
    expect((await client.query(find, [7])).rows).toEqual([{ id: 7 }]);
  });

  it('prepares a statement again when its table changed under it', async () => {
    const { client, notes } = await setUp();
    const all = `select * from ${notes} where id = $1`;
    expect(Object.keys((await client.query<object>(all, [1])).rows[0])).not.toContain('extra');
    await pglite.exec(`alter table ${notes} add column extra text`);
    const after = await client.query<{ extra: string | null }>(all, [1]);
    expect(after.rows[0]).toHaveProperty('extra', null);
  });
});
