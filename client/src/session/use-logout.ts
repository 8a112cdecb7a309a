import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { LogoutDocument } from '../gql/graphql';
import { sessionEndedState } from './landing';
import { clearStoredUser } from './stored-user';

/** Ends the session on the server (best effort), forgets the stored user, goes to /login. */
export function useLogout(): () => Promise<void> {
  const [logout] = useMutation(LogoutDocument);
  const client = useApolloClient();
  const navigate = useNavigate();
  return async () => {
    try {
      await logout();
    } catch {
      // An already dead session still ends here.
    }
    // Leave the guarded page first; clearing first would let its guard add ?redirect=.
    await navigate('/login', { replace: true, flushSync: true, state: sessionEndedState });
    clearStoredUser();
    await client.clearStore();
  };
}
