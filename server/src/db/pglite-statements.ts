import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

const { serialize } = protocol;

/** What drizzle's PGlite driver calls on its client: query, and transaction with a client of the same shape. */
export type PgliteClient = {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: PgliteClient) => Promise<T>): Promise<T>;
};

/** Statements kept prepared at once; the least recently used is closed to make room. */
const defaultCapacity = 256;

/** Only reads and writes of rows are kept: DDL and the migrations' statements run once. */
const reusable = /^\s*(select|insert|update|delete|with)\b/i;

/** PostgreSQL's "cached plan must not change result type" after a table changed under a statement. */
const planChanged = '0A000';

type Statement = { name: string; paramTypes: number[] };

/** Statement names are unique in the process, so two caches on one database never collide. */
let statementNumber = 0;

/**
 * PGlite with the statement cache postgres.js keeps on the server. A plain PGlite query parses,
 * plans and describes its SQL every time, in six exchanges with the database; drizzle sends the
 * same text for the same query with other values, so here a text seen before runs as a named
 * prepared statement in one exchange (bind, describe, execute, sync), and PostgreSQL may keep its
 * plan. Values are always bound, never written into the SQL. Mutual exclusion is PGlite's own:
 * outside a transaction a statement waits for the transaction lock, as `PGlite.query` does.
 */
export function withStatementCache(pglite: PGlite, capacity = defaultCapacity): PgliteClient {
  const statements = new Map<string, Statement>();
  /** Close messages for statements dropped from the map, sent with the next parse. */
  const closing: Uint8Array[] = [];

  const exchange = async (messages: Uint8Array[], inTransaction: boolean) =>
    (await pglite.execProtocol(concat(messages), { syncToFs: !inTransaction })).messages;

  const forget = (text: string) => {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    closing.push(serialize.close({ type: 'S', name: statement.name }));
  };

  async function prepared(text: string, options: QueryOptions | undefined, inTransaction: boolean) {
    const known = statements.get(text);
    if (known) {
      // Most recently used last, so the first key is the one to close.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    if (statements.size >= capacity) forget(statements.keys().next().value as string);
    const name = `portal_${++statementNumber}`;
    const answer = await exchange(
      [
        ...closing.splice(0),
        serialize.parse({ name, text, types: options?.paramTypes }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ],
      inTransaction,
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(answer) };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
    retried = false,
  ): Promise<Results<T>> {
    const statement = await prepared(text, options, inTransaction);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index];
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    try {
      const answer = await exchange(
        [
          serialize.bind({ statement: statement.name, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ],
        inTransaction,
      );
      return parse.parseResults(answer, pglite.parsers, options)[0] as Results<T>;
    } catch (error) {
      if ((error as { code?: string }).code === planChanged) {
        // A table changed under the statement: prepared again, it answers with the new columns.
        // Inside a transaction the error has already aborted it; the caller sees it.
        forget(text);
        if (!inTransaction && !retried) return run<T>(text, params, options, inTransaction, true);
      }
      Object.assign(error as object, { query: text, params });
      throw error;
    }
  }

  function client(tx: Transaction | null): PgliteClient {
    return {
      async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
        if (!reusable.test(text) || options?.blob) {
          return tx ? tx.query<T>(text, params, options) : pglite.query<T>(text, params, options);
        }
        if (tx) return pglite.runExclusive(() => run<T>(text, params, options, true));
        return pglite._runExclusiveTransaction(() => pglite.runExclusive(() => run<T>(text, params, options, false)));
      },
      transaction<T>(callback: (inner: PgliteClient) => Promise<T>) {
        if (tx) throw new Error('PGlite has no nested transactions: drizzle uses savepoints through query');
        return pglite.transaction((opened) => callback(client(opened)));
      },
    };
  }
  return client(null);
}

function concat(messages: Uint8Array[]): Uint8Array {
  return messages.length === 1 ? messages[0] : Buffer.concat(messages);
}
