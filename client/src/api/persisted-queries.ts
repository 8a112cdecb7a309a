import { ApolloLink } from '@apollo/client';
import { type DocumentNode, print } from 'graphql';
import { from, mergeMap, of } from 'rxjs';

/** The SHA-256 of a document's text in hex, as the server computes it. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The server's answer when it does not know the hash (yet, or at all): send the text. */
const asksForText = (errors: readonly { extensions?: Record<string, unknown> }[] | undefined) =>
  errors?.some((error) =>
    ['PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED'].includes(String(error.extensions?.code)),
  ) ?? false;

/**
 * Automatic persisted queries: each operation goes first as its hash alone, and once more with its
 * text only when the server answers that it does not know the hash. Web Crypto exists only on
 * secure origins (https, localhost); elsewhere operations go whole, as before. (Apollo's own link
 * does the same with more options, and more bytes on every public page.)
 */
export function persistedQueriesLinks(): ApolloLink[] {
  if (!globalThis.crypto?.subtle) return [];
  const hashes = new WeakMap<DocumentNode, Promise<string>>();
  const hashOf = (query: DocumentNode) => {
    let hash = hashes.get(query);
    if (!hash) {
      hash = sha256(print(query));
      hashes.set(query, hash);
    }
    return hash;
  };
  const link = new ApolloLink((operation, forward) =>
    from(hashOf(operation.query)).pipe(
      mergeMap((sha256Hash) => {
        operation.extensions.persistedQuery = { version: 1, sha256Hash };
        operation.setContext(({ http }) => ({ http: { ...http, includeQuery: false, includeExtensions: true } }));
        return forward(operation).pipe(
          mergeMap((result) => {
            if (!asksForText(result.errors)) return of(result);
            operation.setContext(({ http }) => ({ http: { ...http, includeQuery: true, includeExtensions: true } }));
            return forward(operation);
          }),
        );
      }),
    ),
  );
  return [link];
}
