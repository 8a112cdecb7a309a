import { lazy, type ReactNode } from 'react';

// Its own chunk with Apollo Client, the graphql package and rxjs: the public pages use the small
// client of public-graphql.ts, so a first visit to them never downloads these.
const loadApolloScope = () => import('./apollo-scope');
const ApolloScope = lazy(async () => ({ default: (await loadApolloScope()).ApolloScope }));

/** Apollo Client itself, once its chunk is in: also fetched before a signed-in page renders (the browser keeps the one module). */
export const loadApolloClient = async () => (await loadApolloScope()).apolloClient;

/** Gives the signed-in area Apollo Client; the route's Suspense waits for it. */
export function WithApollo({ children }: { children: ReactNode }) {
  return <ApolloScope>{children}</ApolloScope>;
}
