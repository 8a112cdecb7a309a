import { Kind, parse, type OperationDefinitionNode } from 'graphql';

/**
 * Answers of anonymous read-only queries that touch only the given public root fields, kept as
 * the exact bytes GraphQL produced, for as long as `versionOf()` reports the same version. The
 * public catalogue is asked for far more often than it changes; this spares running the whole
 * GraphQL pipeline for each visitor while never serving an answer older than the data.
 */
export type PublicResponseCache = {
  /** The cache key of a request, or undefined when its answer must not be shared. */
  keyOf(request: PublicRequest): Promise<string | undefined>;
  get(key: string): CachedResponse | undefined;
  /**
   * Keeps a successful answer (status 200, no errors) under the key keyOf gave. Its data was
   * read after that version, so it is never older than the key says.
   */
  remember(key: string, response: CachedResponse): void;
};

export type PublicRequest = {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
};
export type CachedResponse = { headers: Record<string, string>; body: string };

const maxEntries = 200;

export function createPublicResponseCache(options: {
  fields: ReadonlySet<string>;
  versionOf: () => Promise<string>;
}): PublicResponseCache {
  const shareable = new Map<string, boolean>();
  let entries = new Map<string, CachedResponse>();
  let entriesVersion = '';

  return {
    async keyOf({ headers, body }) {
      if (headers.authorization !== undefined || !isPlainBody(body)) return undefined;
      const { query, operationName, variables } = body;
      if (
        !remembered(shareable, `${operationName ?? ''}\n${query}`, () =>
          touchesOnly(query, operationName, options.fields),
        )
      )
        return undefined;
      const version = await options.versionOf();
      if (version !== entriesVersion) {
        entries = new Map();
        entriesVersion = version;
      }
      return JSON.stringify([version, headers.accept ?? '', operationName ?? '', query, variables ?? {}]);
    },
    get: (key) => entries.get(key),
    remember(key, response) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, response);
    },
  };
}

type PlainBody = { query: string; operationName?: string | null; variables?: Record<string, unknown> | null };

function isPlainBody(body: unknown): body is PlainBody {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const { query, operationName, variables, extensions } = body as Record<string, unknown>;
  return (
    typeof query === 'string' &&
    query.length <= 10_000 &&
    extensions === undefined &&
    (operationName === undefined || operationName === null || typeof operationName === 'string') &&
    (variables === undefined || variables === null || (typeof variables === 'object' && !Array.isArray(variables)))
  );
}

/** Whether the operation to run is a query whose root selections are only the given fields. */
function touchesOnly(query: string, operationName: string | null | undefined, fields: ReadonlySet<string>): boolean {
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(query).definitions.filter(
      (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return false;
  }
  const operation = operationName
    ? operations.find((node) => node.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation || operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && fields.has(selection.name.value),
  );
}

/** A bounded memo of what each distinct operation was found to be. */
function remembered(memo: Map<string, boolean>, query: string, decide: () => boolean): boolean {
  let answer = memo.get(query);
  if (answer === undefined) {
    if (memo.size >= maxEntries) memo.delete(memo.keys().next().value as string);
    memo.set(query, (answer = decide()));
  }
  return answer;
}
