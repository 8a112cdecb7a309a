import type { Database } from './client.js';
import { withCompiledRows } from './row-mapping.js';

/**
 * A query built and prepared once per database (drizzle's `.prepare` with `sql.placeholder`),
 * on its first use: the queries every signed-in request runs would otherwise cost drizzle a new
 * build each time, and postgres.js and PGlite keep the statement prepared by its text. Kept per
 * database object, so a transaction handed in as the database gets a query of its own. Its rows are
 * mapped by a mapping compiled once (row-mapping.ts).
 */
export function preparedPerDatabase<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = withCompiledRows(build(db))));
    return query;
  };
}

/**
 * The same, for a query whose text depends on a few choices (the caller's role, a cursor given
 * or not): one prepared query per database and per `variant`, a key from a small, fixed set.
 */
export function preparedVariants<Variant extends string, Query>(
  build: (db: Database, variant: Variant) => Query,
): (db: Database, variant: Variant) => Query {
  const built = new WeakMap<Database, Map<Variant, Query>>();
  return (db, variant) => {
    let queries = built.get(db);
    if (!queries) built.set(db, (queries = new Map()));
    let query = queries.get(variant);
    if (!query) queries.set(variant, (query = withCompiledRows(build(db, variant))));
    return query;
  };
}
