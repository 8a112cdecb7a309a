import { useApolloClient, useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { identityProviderFailures, isIdentityProviderFailure } from '../../../shared/identity-provider';
import { serverErrorMessage } from '../api/graphql-errors';
import { CompleteIdentityProviderSignInDocument } from '../gql/graphql';
import { translateServerMessage } from '../i18n/server-messages';
import { landingPath, safeRedirect } from '../session/landing';
import { storedUserOf } from '../session/session-user';
import { saveStoredUser } from '../session/stored-user';
import { useAlert } from '../shell/feedback/feedback-context';
import { PageLoading } from '../shell/RootLayout';

/**
 * Where the server's callback sends the browser back from the identity provider: with a one-time
 * code in the fragment (#code=…&redirect=…), exchanged here for the session, which is stored as
 * after a password sign-in before the user lands by role; or with the reason of a refusal
 * (#error=…&detail=…): the app goes to / and alerts (SPEC point 8), the detail in the console.
 */
export function IdentityProviderFinishPage() {
  const { t } = useLingui();
  const [complete] = useMutation(CompleteIdentityProviderSignInDocument);
  const client = useApolloClient();
  const navigate = useNavigate();
  const showAlert = useAlert();
  // The code works once: a second run of the effect (StrictMode) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = new URLSearchParams(window.location.hash.slice(1));

    const fail = (error: string, detail: unknown) => {
      console.error('Identity provider sign-in failed:', error, detail);
      void navigate('/', { replace: true });
      showAlert({ severity: 'error', message: t`Error: ${error}. Revisa la consola para más detalles.` });
    };

    const reason = fragment.get('error');
    const code = fragment.get('code');
    if (reason || !code) {
      const known = isIdentityProviderFailure(reason) ? reason : 'invalid';
      fail(translateServerMessage(identityProviderFailures[known]), fragment.get('detail') ?? reason);
      return;
    }
    void (async () => {
      try {
        const { data } = await complete({ variables: { code } });
        const session = data!.completeIdentityProviderSignIn;
        const user = {
          ...storedUserOf(session),
          identity_provider: true,
          access_token: session.providerAccessToken,
          id_token: session.providerIdToken,
        };
        await client.clearStore();
        saveStoredUser(user);
        void navigate(safeRedirect(fragment.get('redirect')) ?? landingPath(user), { replace: true });
      } catch (error) {
        fail(serverErrorMessage(error), error);
      }
    })();
  }, [client, complete, navigate, showAlert, t]);

  return <PageLoading />;
}
