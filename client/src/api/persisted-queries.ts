import type { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/** The SHA-256 of a document's text in hex, as the server computes it. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Automatic persisted queries: each operation goes first as its hash alone, and with its text
 * only when the server does not know the hash yet. Web Crypto exists only on secure origins
 * (https, localhost); elsewhere operations go whole, as before.
 */
export function persistedQueriesLinks(): ApolloLink[] {
  return globalThis.crypto?.subtle ? [new PersistedQueryLink({ sha256 })] : [];
}
