import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { LogoutDocument } from '../gql/graphql';
import { clearStoredUser } from '../session/stored-user';

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
    clearStoredUser();
    await client.clearStore();
    navigate('/login', { replace: true });
  };
}
