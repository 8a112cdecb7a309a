import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { currentFullPath, navigateTo } from '../routing/navigation';
import { loginPathFor } from '../session/landing';
import { clearStoredUser, getStoredUser } from '../session/stored-user';
import { apiErrorsOf } from './api-errors';
import { apiHeaders } from './headers';

const headersLink = new SetContextLink((previous) => ({
  headers: { ...previous.headers, ...apiHeaders() },
}));

// A dead session (expired, logged out elsewhere, deactivated) sends the user to sign in again.
const sessionLink = new ErrorLink(({ error }) => {
  const unauthenticated = apiErrorsOf(error)?.some((e) => e.code === 'UNAUTHENTICATED') ?? false;
  if (!unauthenticated || !getStoredUser()) return;
  const here = currentFullPath();
  clearStoredUser();
  if (!window.location.pathname.startsWith('/login')) navigateTo(loginPathFor(here), { replace: true });
});

// Sends File variables as a multipart request (course images); Apollo Server's CSRF guard lets a
// multipart request through only with this header.
const httpLink = new UploadHttpLink({ uri: '/graphql', headers: { 'apollo-require-preflight': 'true' } });

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([headersLink, sessionLink, httpLink]),
  cache: new InMemoryCache(),
});
