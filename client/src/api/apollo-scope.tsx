import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloClient } from './apollo-client';

export { apolloClient };

/** Apollo Client for the pages inside: loaded with the first of them (WithApollo.tsx). */
export function ApolloScope({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
