import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/src/db/client.js';
import { preparedPerDatabase } from '../../../server/src/db/prepared.js';
import { selectPatients } from '../../../server/src/patients/patient-view.js';
import { users, userTypes } from '../../../server/src/users/users.tables.js';
import { type PrivateDatabase, privateDatabase } from '../../support/private-database.js';

/**
 * The prepared queries every signed-in request runs map their rows with a mapping compiled once
 * (db/row-mapping.ts) instead of drizzle's own: the rows must come out exactly as drizzle gives
 * them, whatever the column (text, dates as strings, timestamps as Date, booleans, numbers, a
 * left join's missing row, SQL with its own decoder).
 */
describe('las consultas preparadas leen las filas como drizzle', () => {
  let database: PrivateDatabase;
  let db: Database;
  let doctorId: number;

  beforeAll(async () => {
    database = await privateDatabase();
    db = database.handle.db;
    const type = async (slug: string) =>
      (await db.select({ id: userTypes.id }).from(userTypes).where(eq(userTypes.slug, slug)))[0]!.id;
    const [doctor] = await db
      .insert(users)
      .values({
        name: 'Ana',
        lastname: 'Ríos',
        email: 'ana.rios@example.mx',
        passwordHash: 'x',
        userTypeId: await type('doctor'),
      })
      .returning({ id: users.id });
    doctorId = doctor!.id;
    const patientType = await type('patient');
    await db.insert(users).values([
      {
        name: 'Óscar',
        lastname: 'Núñez',
        motherLastname: null,
        email: 'oscar@example.mx',
        passwordHash: 'x',
        userTypeId: patientType,
        birthDate: '1988-02-29',
        sex: 'male',
        phone: '5512345678',
        doctorId,
      },
      { name: 'Lía', email: 'lia@example.mx', passwordHash: 'x', userTypeId: patientType, status: false },
    ]);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('un listado con unión externa da las mismas filas, con fechas y nulos iguales', async () => {
    const where = sql`${users.email} in ('oscar@example.mx', 'lia@example.mx')`;
    const byDrizzle = await selectPatients(db).where(where).orderBy(users.email);
    const prepared = preparedPerDatabase((base) =>
      selectPatients(base).where(where).orderBy(users.email).prepare('compiled_rows_patients'),
    );
    const compiled = await prepared(db).execute();

    expect(compiled).toEqual(byDrizzle);
    expect(compiled.map((row) => row.email)).toEqual(['lia@example.mx', 'oscar@example.mx']);
    const [lia, oscar] = compiled;
    expect(oscar).toMatchObject({
      birthDate: '1988-02-29',
      status: true,
      doctorId,
      doctorName: 'Ana',
      doctorLastname: 'Ríos',
    });
    expect(oscar!.createdAt).toBeInstanceOf(Date);
    expect(lia).toMatchObject({ lastname: null, birthDate: null, status: false, doctorId: null, doctorName: null });
  });

  it('una cuenta y un valor SQL con su propio tipo se leen con su decodificador', async () => {
    const selection = { total: count(), newest: sql<Date>`max(${users.createdAt})`.mapWith(users.createdAt) };
    const prepared = preparedPerDatabase((base) => ({
      count: base
        .select(selection)
        .from(users)
        .where(eq(users.doctorId, sql.placeholder('doctorId')))
        .prepare('compiled_rows_count'),
    }));
    const [row] = await prepared(db).count.execute({ doctorId });

    expect(row!.total).toBe(1);
    expect(typeof row!.total).toBe('number');
    expect(row!.newest).toBeInstanceOf(Date);
    const [byDrizzle] = await db.select(selection).from(users).where(eq(users.doctorId, doctorId));
    expect(row).toEqual(byDrizzle);
  });
});
