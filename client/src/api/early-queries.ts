import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';

/** The documents asked early whose answer no page has read yet, with when they were asked. */
const askedEarly = new Map<DocumentNode, number>();

/**
 * How long an early answer stands for the page's own request: the page mounts within seconds of
 * the start. A patient who went elsewhere first and opens the page later gets a fresh answer.
 */
const earlyAnswerMs = 30_000;

/**
 * Asks a page's queries before the page has rendered, as soon as Apollo Client and the page's
 * code are in (routing/signed-in-routes.tsx): on a phone the page otherwise asks only once its
 * layout and itself have run, half a second later. The answers go to Apollo's cache; a failure
 * is left for the page's own request to meet and show.
 */
export function askEarly(client: ApolloClient, queries: { query: DocumentNode; variables?: OperationVariables }[]) {
  for (const { query, variables } of queries) {
    askedEarly.set(query, Date.now());
    client.query({ query, variables, fetchPolicy: 'network-only' }).catch(() => undefined);
  }
}

/**
 * The fetch policy of a query a page always asks the server for: its first read after askEarly
 * takes that answer from the cache, or joins its request still under way (Apollo asks once for
 * the same query and variables); every later read, and a first one past earlyAnswerMs, asks the
 * server again. Read it once per mount.
 */
export function freshUnlessAskedEarly(query: DocumentNode): 'cache-first' | 'network-only' {
  const askedAt = askedEarly.get(query);
  askedEarly.delete(query);
  return askedAt !== undefined && Date.now() - askedAt < earlyAnswerMs ? 'cache-first' : 'network-only';
}
