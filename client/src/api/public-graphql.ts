import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiError, fromExtensions } from './api-errors';
import { apiHeaders } from './headers';
import { firstScreenAnswer } from './first-screen-answers';
import { endDeadSession } from './session-end';

/**
 * The GraphQL client of the public pages (sign-in, password pages, courses, pre-registration).
 *
 * The rest of the app uses Apollo Client; these pages ask for a few operations without a
 * normalized cache, and Apollo Client with the graphql package and rxjs was about 44 KB brotli of
 * the 150 KB a first visit on a phone may download. Requests go as Apollo's do: same endpoint
 * and headers, the same automatic persisted queries (hash first, text when the server asks), and
 * failures carry the server's GraphQL errors, read by apiErrorsOf like Apollo's.
 */

/** A failed public operation: the server's GraphQL errors, or none when it could not be reached. */
export class PublicRequestError extends Error {
  constructor(
    readonly errors: ApiError[] | null,
    readonly statusCode?: number,
  ) {
    super(errors?.[0]?.message || `GraphQL request failed${statusCode ? ` (HTTP ${statusCode})` : ''}`);
    this.name = 'PublicRequestError';
  }
}

type GraphQLBody = { data?: unknown; errors?: { message?: unknown; extensions?: Record<string, unknown> }[] };

/**
 * The document's text as the server prints it. The build stores it with each document
 * (scripts/vite-graphql-documents.ts) so the pages need not download graphql's printer; the dev
 * server's documents lack it, and load the printer then.
 */
export async function documentText(document: TypedDocumentNode<unknown, never>): Promise<string> {
  const stored = (document as { loc?: { source?: { body?: string } } }).loc?.source?.body;
  if (stored) return stored;
  const { print } = await import('graphql');
  return print(document);
}

const hashes = new WeakMap<object, Promise<string>>();
/** The SHA-256 of the text in hex, as the server computes it; none without Web Crypto (plain http off localhost). */
function hashOf(document: TypedDocumentNode<unknown, never>, text: string): Promise<string> | undefined {
  if (!globalThis.crypto?.subtle) return undefined;
  let hash = hashes.get(document);
  if (!hash) {
    hash = crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(text))
      .then((digest) => [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join(''));
    hashes.set(document, hash);
  }
  return hash;
}

const operationNameOf = (document: TypedDocumentNode<unknown, never>) =>
  (document.definitions.find((definition) => definition.kind === 'OperationDefinition') as { name?: { value: string } })
    ?.name?.value;

async function post(body: Record<string, unknown>): Promise<{ status: number; answer: GraphQLBody | null }> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { ...apiHeaders(), 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    referrerPolicy: 'same-origin',
  });
  const answer = (await response.json().catch(() => null)) as GraphQLBody | null;
  return { status: response.status, answer };
}

const asksForText = (answer: GraphQLBody | null) =>
  answer?.errors?.some((error) =>
    ['PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED'].includes(String(error.extensions?.code)),
  ) ?? false;

/** Runs one operation; resolves with its data, rejects with a PublicRequestError. */
export async function requestPublic<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const typed = document as TypedDocumentNode<unknown, never>;
  const text = await documentText(typed);
  const operationName = operationNameOf(typed);
  const hash = await hashOf(typed, text);
  let result: { status: number; answer: GraphQLBody | null };
  try {
    const extensions = hash ? { persistedQuery: { version: 1, sha256Hash: hash } } : undefined;
    result = await post({ operationName, variables: variables ?? {}, ...(hash ? { extensions } : { query: text }) });
    if (hash && asksForText(result.answer)) result = await post({ operationName, variables, extensions, query: text });
  } catch {
    throw new PublicRequestError(null);
  }
  const { status, answer } = result;
  const errors = answer?.errors?.map((error) =>
    fromExtensions(typeof error.message === 'string' ? error.message : '', error.extensions),
  );
  if (errors?.length || !answer?.data) {
    const failure = new PublicRequestError(
      errors?.length ? errors : status === 401 ? [{ message: '', code: 'UNAUTHENTICATED' }] : null,
      status,
    );
    if (failure.errors) endDeadSession(failure.errors);
    throw failure;
  }
  return answer.data as TData;
}

/** Answers already asked on this page, by document and variables: components asking the same share one request. */
const answers = new Map<string, Promise<unknown>>();
/** The last data of each, shown at once when a page asks again (Apollo's cache-and-network). */
const known = new Map<string, unknown>();
const documentIds = new WeakMap<object, number>();
let documentCount = 0;
const keyOf = (document: object, variables: unknown) => {
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = ++documentCount));
  return `${id}:${JSON.stringify(variables ?? {})}`;
};

export type PublicQueryResult<TData> = {
  data: TData | undefined;
  loading: boolean;
  error: PublicRequestError | undefined;
  /** Asks again; resolves with the new data. */
  refetch: () => Promise<TData>;
};

/**
 * A query of a public page, like Apollo's useQuery: the answer is shared by the components
 * asking the same document with the same variables, and asked again with `refetch`. With
 * `fresh` a page shows the answer it had and asks again (the catalogue's list, on every visit).
 */
export function usePublicQuery<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options: { variables?: TVariables; skip?: boolean; fresh?: boolean } = {},
): PublicQueryResult<TData> {
  const { variables, skip = false, fresh = false } = options;
  const key = keyOf(document, variables);
  const [state, setState] = useState<{ key?: string; data?: TData; error?: PublicRequestError }>({});
  const current = useRef(key);
  current.current = key;

  const load = useCallback(
    (reuse: boolean) => {
      let answer = reuse ? (answers.get(key) as Promise<TData> | undefined) : undefined;
      if (!answer) {
        answer = requestPublic(document, variables);
        answers.set(key, answer);
        answer.then((data) => known.set(key, data)).catch(() => undefined);
        // A failure is asked again by the next component rather than remembered.
        answer.catch(() => answers.delete(key));
      }
      return answer.then(
        (data) => {
          if (current.current === key) setState({ key, data });
          return data;
        },
        (error: unknown) => {
          const failure = error instanceof PublicRequestError ? error : new PublicRequestError(null);
          if (current.current === key) setState((previous) => ({ key, data: previous.data, error: failure }));
          throw failure;
        },
      );
    },
    // The key stands for the document and the variables.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );

  useEffect(() => {
    if (!skip) load(!fresh).catch(() => undefined);
  }, [load, skip, fresh]);

  const settled = state.key === key;
  const data =
    settled && state.data !== undefined
      ? state.data
      : ((known.get(key) ?? pageAnswer(document, variables)) as TData | undefined);
  const error = settled ? state.error : undefined;
  return {
    data,
    loading: !skip && data === undefined && error === undefined,
    error,
    refetch: useCallback(() => load(false), [load]),
  };
}

/** The answer the page came with for a query without variables (first-screen-answers.ts), if any. */
function pageAnswer(document: TypedDocumentNode<unknown, never>, variables: unknown): unknown {
  const withoutVariables = variables === undefined || Object.keys(variables as object).length === 0;
  return withoutVariables ? firstScreenAnswer(operationNameOf(document)) : undefined;
}

/** A mutation of a public page, like Apollo's useMutation: `mutate` resolves with `{ data }` and rejects on failure. */
export function usePublicMutation<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>) {
  const [loading, setLoading] = useState(false);
  const mutate = useCallback(
    async (options: { variables: TVariables }): Promise<{ data: TData }> => {
      setLoading(true);
      try {
        return { data: await requestPublic(document, options.variables) };
      } finally {
        setLoading(false);
      }
    },
    [document],
  );
  return [mutate, { loading }] as const;
}
