import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';

/** The documents asked early whose answer no page has read yet. */
const askedEarly = new Set<DocumentNode>();

/**
 * Asks a page's queries before the page has rendered, as soon as Apollo Client and the page's
 * code are in (routing/signed-in-routes.tsx): on a phone the page otherwise asks only once its
 * layout and itself have run, half a second later. The answers go to Apollo's cache; a failure
 * is left for the page's own request to meet and show.
 */
export function askEarly(client: ApolloClient, queries: { query: DocumentNode; variables?: OperationVariables }[]) {
  for (const { query, variables } of queries) {
    askedEarly.add(query);
    client.query({ query, variables, fetchPolicy: 'network-only' }).catch(() => undefined);
  }
}

/**
 * The fetch policy of a query a page always asks the server for: its first read after askEarly
 * takes that answer from the cache, or joins its request still under way (Apollo asks once for
 * the same query and variables); every later read asks the server again. Read it once per mount.
 */
export function freshUnlessAskedEarly(query: DocumentNode): 'cache-first' | 'network-only' {
  return askedEarly.delete(query) ? 'cache-first' : 'network-only';
}
