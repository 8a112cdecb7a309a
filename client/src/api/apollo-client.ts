import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { OperationTypeNode } from 'graphql';
import { from, mergeMap } from 'rxjs';
import { authorizationHeader } from '../session/stored-user';
import { apiErrorsOf } from './api-errors';
import { apiHeaders } from './headers';
import { persistedQueriesLinks } from './persisted-queries';
import { registerApolloClient } from './apollo-state';
import { endDeadSession } from './session-end';

const headersLink = new SetContextLink((previous) => ({
  headers: { ...previous.headers, ...apiHeaders() },
}));

const sessionLink = new ErrorLink(({ error }) => endDeadSession(apiErrorsOf(error) ?? []));

// Sends File variables as a multipart request (course images); Apollo Server's CSRF guard lets a
// multipart request through only with this header.
const httpLink = new UploadHttpLink({ uri: '/graphql', headers: { 'apollo-require-preflight': 'true' } });

// graphql-ws is loaded with the first subscription (the chat of signed-in users), so the public
// pages never download it.
let wsLink: Promise<ApolloLink> | undefined;
const loadWsLink = () =>
  (wsLink ??= import('./ws-link')
    .then(({ createWsLink }) =>
      createWsLink({
        connectionParams: (): Record<string, string> => {
          const authorization = authorizationHeader();
          return authorization ? { authorization } : {};
        },
        onReconnected: () => void apolloClient.refetchQueries({ include: 'active' }),
      }),
    )
    .catch((error: unknown) => {
      // A failed chunk download is tried again with the next subscription.
      wsLink = undefined;
      throw error;
    }));
const subscriptionLink = new ApolloLink((operation, forward) =>
  from(loadWsLink()).pipe(mergeMap((link) => link.request(operation, forward))),
);

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([
    sessionLink,
    ApolloLink.split(
      (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
      subscriptionLink,
      ApolloLink.from([headersLink, ...persistedQueriesLinks(), httpLink]),
    ),
  ]),
  cache: new InMemoryCache({
    typePolicies: {
      // Objects without an id that several queries read a few fields of: each answer is merged
      // into the one object. Replaced instead, each answer dropped the others' fields, and their
      // queries asked the server again in turn (a patient's home asked for the settings seven
      // times while it opened: the maintenance banner's, the welcome tour's).
      AppSettings: { merge: true },
      BackgroundJobCounts: { merge: true },
      // A study's answer always carries its whole list of files and groups: it replaces the old one.
      Study: { fields: { files: { merge: false }, groups: { merge: false } } },
    },
  }),
});
registerApolloClient(apolloClient);
