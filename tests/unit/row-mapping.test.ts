import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCompiledRows } from '../../server/src/db/row-mapping.js';

// The rows of a prepared select mapped by the compiled mapping are the rows drizzle's own mapping
// gives, for flat and nested selections, outer joins that find nothing included.
const people = pgTable('people', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true }),
  officeId: integer('office_id'),
});
const offices = pgTable('offices', {
  id: serial('id').primaryKey(),
  address: text('address'),
  hours: jsonb('hours').$type<{ open: string }>(),
});
const visits = pgTable('visits', { id: serial('id').primaryKey(), personId: integer('person_id').notNull() });

describe('rows mapped by a mapping compiled per selection', () => {
  let pglite: PGlite;
  let db: ReturnType<typeof drizzle>;

  beforeAll(async () => {
    pglite = await PGlite.create('memory://');
    db = drizzle(pglite);
    await pglite.exec(`
      create table people (id serial primary key, name text not null, seen_at timestamptz, office_id int);
      create table offices (id serial primary key, address text, hours jsonb);
      create table visits (id serial primary key, person_id int not null);
      insert into offices (address, hours) values ('Av. Reforma 10', '{"open": "08:00"}'), (null, null);
      insert into people (name, seen_at, office_id) values
        ('Ana', '2026-11-27T10:00:00Z', 1), ('Beto', null, null), ('Carla', null, 2);
      insert into visits (person_id) values (1), (1), (3);`);
  });
  afterAll(() => pglite.close());

  /** The same prepared select twice: drizzle's mapping, and the compiled one. */
  const bothWays = async <Row>(build: () => { execute(): Promise<Row[]> }) => {
    const own = await build().execute();
    const compiled = await withCompiledRows(build()).execute();
    return { own, compiled };
  };

  it('maps a flat selection of columns and SQL, nulls and decoded values included', async () => {
    const { own, compiled } = await bothWays(() =>
      db
        .select({ id: people.id, name: people.name, seenAt: people.seenAt, twice: sql<number>`${people.id} * 2` })
        .from(people)
        .orderBy(people.id)
        .prepare('flat'),
    );
    expect(compiled).toEqual(own);
    expect(compiled[0].seenAt).toEqual(new Date('2026-11-27T10:00:00Z'));
  });

  it('nulls the object of an outer-joined row that is missing, and only that one', async () => {
    const { own, compiled } = await bothWays(() =>
      db
        .select({ person: people, office: offices, officeAddress: offices.address })
        .from(people)
        .leftJoin(offices, eq(offices.id, people.officeId))
        .orderBy(people.id)
        .prepare('nested'),
    );
    expect(compiled).toEqual(own);
    expect(compiled.map((row) => row.office)).toEqual([
      { id: 1, address: 'Av. Reforma 10', hours: { open: '08:00' } },
      null,
      // Carla's office exists with null fields: an object, not null.
      { id: 2, address: null, hours: null },
    ]);
  });

  it('keeps an object whose columns come from more than one table, as drizzle does', async () => {
    const { own, compiled } = await bothWays(() =>
      db
        .select({ who: { address: offices.address, name: people.name }, visit: { id: visits.id } })
        .from(people)
        .leftJoin(offices, eq(offices.id, people.officeId))
        .leftJoin(visits, eq(visits.personId, people.id))
        .orderBy(people.id, visits.id)
        .prepare('mixed'),
    );
    expect(compiled).toEqual(own);
    // Beto: no office and no visit; his object keeps his name, the visit's object is null.
    expect(compiled).toContainEqual({ who: { address: null, name: 'Beto' }, visit: null });
  });

  it('leaves a selection nested deeper to drizzle', async () => {
    const query = db
      .select({ a: { b: { name: people.name } } } as never)
      .from(people)
      .prepare('deeper');
    expect((withCompiledRows(query) as unknown as { customResultMapper?: unknown }).customResultMapper).toBeUndefined();
  });
});
