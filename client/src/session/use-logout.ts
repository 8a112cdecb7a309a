import { useApolloClient, useMutation } from '@apollo/client/react';
import { LogoutDocument, LogoutWithIdentityProviderDocument } from '../gql/graphql';
import { sessionEndedState } from './landing';
import { navigateTo } from './navigation';
import { clearStoredUser, getStoredUser } from './stored-user';

/**
 * Ends the session on the server (best effort), forgets the stored user, goes to /login. A user
 * who signed in through the identity provider then goes to the provider's sign-out, when it has
 * one, which comes back to /login.
 */
export function useLogout(): () => Promise<void> {
  const [logout] = useMutation(LogoutDocument);
  const [logoutWithProvider] = useMutation(LogoutWithIdentityProviderDocument);
  const client = useApolloClient();
  return async () => {
    let providerLogoutUrl: string | null = null;
    try {
      if (getStoredUser()?.identity_provider) {
        const { data } = await logoutWithProvider();
        providerLogoutUrl = data?.logoutWithIdentityProvider ?? null;
      } else {
        await logout();
      }
    } catch {
      // An already dead session still ends here.
    }
    // Leave the guarded page first; clearing first would let its guard add ?redirect=.
    navigateTo('/login', { replace: true, now: true, state: sessionEndedState });
    clearStoredUser();
    await client.clearStore();
    if (providerLogoutUrl) window.location.assign(providerLogoutUrl);
  };
}
