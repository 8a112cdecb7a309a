import type { Database } from './client.js';

/**
 * A query built and prepared once per database (drizzle's `.prepare` with `sql.placeholder`),
 * on its first use: the queries every signed-in request runs would otherwise cost drizzle a new
 * build each time, and postgres.js and PGlite keep the statement prepared by its text. Kept per
 * database object, so a transaction handed in as the database gets a query of its own.
 */
export function preparedPerDatabase<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
