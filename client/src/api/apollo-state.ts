import type { ApolloClient } from '@apollo/client';

/** Apollo Client once its chunk has loaded (apollo-client.ts registers it); none before. */
let loaded: ApolloClient | undefined;

export function registerApolloClient(client: ApolloClient): void {
  loaded = client;
}

/** Apollo Client when the signed-in area has loaded it, for code the public pages share with it. */
export const loadedApolloClient = (): ApolloClient | undefined => loaded;

/**
 * Forgets what Apollo Client holds of the previous user, when it has been loaded: a sign-in from
 * a first visit has nothing to forget and need not download it.
 */
export async function clearApolloStore(): Promise<void> {
  await loaded?.clearStore();
}
