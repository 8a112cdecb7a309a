import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/src/db/client.js';
import { rowsOf } from '../../../server/src/db/raw-rows.js';
import type { Database } from '../../../server/src/db/client.js';

// The embedded database only: these are PGlite's start settings and data folders.
const embedded = process.env.TEST_DB !== 'postgres';

async function setting(db: Database, name: string): Promise<string> {
  const rows = rowsOf<{ value: string }>(await db.execute(sql`select current_setting(${name}) as value`));
  return rows[0]!.value;
}

describe.runIf(embedded)('la base de datos integrada (PGlite)', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'portal-embedded-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('una carpeta nueva arranca con la memoria de PostgreSQL ajustada a un solo proceso y guarda lo escrito', async () => {
    const dataDir = join(folder, 'nueva');
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table notes (text text not null)`);
    await first.db.execute(sql`insert into notes values ('radiografía panorámica')`);
    expect(await setting(first.db, 'shared_buffers')).toBe('16MB');
    expect(await setting(first.db, 'wal_buffers')).toBe('512kB');
    expect(await setting(first.db, 'maintenance_work_mem')).toBe('16MB');
    await first.close();
    expect(await readdir(join(dataDir, 'db'))).toContain('PG_VERSION');

    const again = await openDatabase({ dataDir });
    try {
      expect(rowsOf(await again.db.execute(sql`select text from notes`))).toEqual([{ text: 'radiografía panorámica' }]);
    } finally {
      await again.close();
    }
  });

  it('una carpeta hecha antes del cambio, con los ajustes de PGlite de fábrica, abre con sus datos y los ajustes nuevos', async () => {
    const dataDir = join(folder, 'anterior');
    await mkdir(join(dataDir, 'db'), { recursive: true });
    const before = await PGlite.create({ dataDir: join(dataDir, 'db') });
    const [made] = (await before.query<{ value: string }>(`select current_setting('shared_buffers') as value`)).rows;
    expect(made!.value).not.toBe('16MB');
    await before.exec(`create table notes (text text not null); insert into notes values ('ortopantomografía')`);
    await before.close();

    const database = await openDatabase({ dataDir });
    try {
      expect(rowsOf(await database.db.execute(sql`select text from notes`))).toEqual([{ text: 'ortopantomografía' }]);
      expect(await setting(database.db, 'shared_buffers')).toBe('16MB');
    } finally {
      await database.close();
    }
  });
});
