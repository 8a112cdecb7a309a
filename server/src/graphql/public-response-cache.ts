import { Kind, parse, type OperationDefinitionNode } from 'graphql';
import type { ContentKind, ContentState, PublicContent } from '../common/content-versions.js';
import { remembered } from '../common/bounded-memo.js';
import { keepBody, type KeptBody } from '../http/kept-body.js';
import { persistedOperations } from './persisted-operations.js';

/**
 * Answers of anonymous read-only queries whose root fields are all public content (the course
 * catalogue, the app's FAQs…), kept as the exact bytes GraphQL produced for as long as the kinds
 * of content those fields read are unchanged, by write or by clock (common/content-versions.ts). The
 * public content is asked for far more often than it changes: this spares running the whole
 * GraphQL pipeline for each visitor, never serves an answer older than the data, and a write to
 * one kind leaves the answers about the others alone.
 */
export type PublicResponseCache = {
  /**
   * Where a request's answer is kept, or undefined when it must not be shared: at once when the
   * content's state is known in memory (nearly always), else once it was read.
   */
  entryOf(request: PublicRequest): PublicEntry | undefined | Promise<PublicEntry | undefined>;
};

export type PublicRequest = {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
};

export type PublicEntry = {
  /** The operation and the state of the content it reads: equal keys, equal answers (the ETag's source). */
  key: string;
  /**
   * False when GraphQL must see the request even though its answer is kept: it registers a
   * persisted query (text and hash), which later requests with the hash alone rely on.
   */
  answerable: boolean;
  /** Milliseconds until time alone changes the answer (a lab day ends, a window opens or closes), if ever. */
  freshFor: number | undefined;
  /** The answer kept for this key, if any, with its compressed bytes. */
  cached: Promise<KeptBody> | undefined;
  /** The same answer once its compression is done: sent without waiting on anything. */
  ready: KeptBody | undefined;
  /**
   * Keeps a successful answer (status 200, no errors) made for this entry, compressed once for
   * every later request, and answers it kept. Its data was read after the state in the key was,
   * so it is never older than the key says.
   */
  remember(body: string, type: string): Promise<KeptBody>;
};

const maxEntries = 200;

export function createPublicResponseCache(options: {
  /** Each shareable root field and the kinds of content it reads. */
  fields: Readonly<Record<string, readonly ContentKind[]>>;
  content: PublicContent;
}): PublicResponseCache {
  const fields = new Map(Object.entries(options.fields));
  /** What each distinct operation (its name and text) reads: the kinds, or null when it is not shareable. */
  const kindsByOperation = new Map<string, readonly ContentKind[] | null>();
  const persisted = persistedOperations(maxEntries);
  const entries = new Map<string, { state: string; kept: Promise<KeptBody>; ready?: KeptBody }>();

  const entryAt = (state: ContentState, operation: string, answerable: boolean): PublicEntry => {
    const known = entries.get(operation);
    const key = `${state.key}\n${operation}`;
    const current = known?.state === state.key ? known : undefined;
    return {
      key,
      answerable,
      freshFor: state.endsAt === undefined ? undefined : state.endsAt - state.now.getTime(),
      cached: current?.kept,
      ready: current?.ready,
      remember(body, type) {
        const kept = keepBody(body, type, key);
        // The operation's answer for an older state goes: only the newest one can be asked for again.
        entries.delete(operation);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        const entry: { state: string; kept: Promise<KeptBody>; ready?: KeptBody } = { state: state.key, kept };
        entries.set(operation, entry);
        kept.then(
          (body) => {
            entry.ready = body;
          },
          // Compression does not fail on a string; if it ever did, the next request makes it again.
          () => {
            if (entries.get(operation) === entry) entries.delete(operation);
          },
        );
        return kept;
      },
    };
  };

  return {
    entryOf({ headers, body }) {
      if (headers.authorization !== undefined || !preflighted(headers)) return undefined;
      const request = requestOf(body);
      if (!request) return undefined;
      const { operationName, variables, hash } = request;
      // The hash alone names a text registered earlier; a text with its hash registers it.
      const query = request.query ?? (hash === undefined ? undefined : persisted.textOf(hash));
      if (query === undefined) return undefined;
      const named = `${operationName ?? ''}\n${query}`;
      const kinds = remembered(kindsByOperation, named, maxEntries, () => contentKindsOf(query, operationName, fields));
      if (!kinds) return undefined;
      if (hash !== undefined && request.query !== undefined && !persisted.register(hash, query)) return undefined;
      // Neither a header value nor JSON holds a raw line break: the parts cannot run into each other.
      const operation = `${headers.accept ?? ''}\n${variables ? JSON.stringify(variables) : '{}'}\n${named}`;
      const answerable = hash === undefined || request.query === undefined;
      const state = options.content.stateOf(kinds);
      return state instanceof Promise
        ? state.then((read) => entryAt(read, operation, answerable))
        : entryAt(state, operation, answerable);
    },
  };
}

type ShareableRequest = {
  query: string | undefined;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
  /** An automatic persisted query's hash: with the text to register it, alone to run it. */
  hash: string | undefined;
};

/** A request as GraphQL over HTTP carries it, when it is of a shape that may be shared. */
function requestOf(body: unknown): ShareableRequest | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const { query, operationName, variables, extensions } = body as Record<string, unknown>;
  const hash = persistedHash(extensions);
  if (hash === null) return undefined;
  if (query === undefined) {
    if (hash === undefined) return undefined;
  } else if (typeof query !== 'string' || query.length > 10_000) return undefined;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return undefined;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
    return undefined;
  return { query, operationName, variables: variables as ShareableRequest['variables'], hash };
}

/** The hash of an automatic persisted query; undefined without extensions, null for any other extension. */
function persistedHash(extensions: unknown): string | undefined | null {
  if (extensions === undefined) return undefined;
  if (!extensions || typeof extensions !== 'object') return null;
  const { persistedQuery, ...others } = extensions as Record<string, unknown>;
  if (Object.keys(others).length > 0 || !persistedQuery || typeof persistedQuery !== 'object') return null;
  const { version, sha256Hash } = persistedQuery as Record<string, unknown>;
  return version === 1 && typeof sha256Hash === 'string' && /^[0-9a-f]{64}$/.test(sha256Hash) ? sha256Hash : null;
}

/**
 * Whether the request passed Apollo's CSRF guard (a content type a form cannot send, or a
 * preflight header): an answer kept for others is never given to a request Apollo would refuse.
 */
function preflighted(headers: PublicRequest['headers']): boolean {
  const type = headers['content-type'];
  const essence = typeof type === 'string' ? type.split(';')[0].trim().toLowerCase() : '';
  if (essence !== '' && !formContentTypes.has(essence)) return true;
  return preflightHeaders.some((name) => {
    const value = headers[name];
    return value !== undefined && value.length > 0;
  });
}
const formContentTypes = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);
const preflightHeaders = ['x-apollo-operation-name', 'apollo-require-preflight'];

/**
 * The kinds of content the operation to run reads, when it is a query whose root selections are
 * all shareable fields; null otherwise.
 */
function contentKindsOf(
  query: string,
  operationName: string | null | undefined,
  fields: ReadonlyMap<string, readonly ContentKind[]>,
): readonly ContentKind[] | null {
  let operations: OperationDefinitionNode[];
  try {
    operations = parse(query).definitions.filter(
      (node): node is OperationDefinitionNode => node.kind === Kind.OPERATION_DEFINITION,
    );
  } catch {
    return null;
  }
  const operation = operationName
    ? operations.find((node) => node.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation || operation.operation !== 'query') return null;
  const kinds = new Set<ContentKind>();
  for (const selection of operation.selectionSet.selections) {
    const read = selection.kind === Kind.FIELD ? fields.get(selection.name.value) : undefined;
    if (!read) return null;
    for (const kind of read) kinds.add(kind);
  }
  return [...kinds].sort();
}
