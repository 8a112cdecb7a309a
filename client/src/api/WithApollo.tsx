import { lazy, type ReactNode } from 'react';

// Its own chunk with Apollo Client, the graphql package and rxjs: the public pages use the small
// client of public-graphql.ts, so a first visit to them never downloads these.
const ApolloScope = lazy(async () => ({ default: (await import('./apollo-scope')).ApolloScope }));

/** Gives the signed-in area Apollo Client; the route's Suspense waits for it. */
export function WithApollo({ children }: { children: ReactNode }) {
  return <ApolloScope>{children}</ApolloScope>;
}
