import { usePublicMutation } from '../api/public-graphql';
import { clearApolloStore } from '../api/apollo-state';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { identityProviderFailures, isIdentityProviderFailure } from '../../../shared/identity-provider-failures';
import { serverErrorMessage } from '../api/graphql-errors';
import { CompleteIdentityProviderSignInDocument } from '../gql/graphql';
import { translateServerMessage } from '../i18n/server-messages';
import { landingPath, safeRedirect } from '../session/landing';
import { storedUserOf } from '../session/session-user';
import { saveStoredUser } from '../session/stored-user';
import { useAlert } from '../shell/feedback/feedback-context';

/**
 * The return from the identity provider, which the server's callback sends to /login with a
 * fragment: a one-time code (?redirect=…#code=…), exchanged here for the session, stored as after
 * a password sign-in (plus the provider's flag and tokens) before the user lands by role or on the
 * redirect; or the reason of a refusal (#error=…&detail=…): the app goes to / and alerts with
 * what to do next (SPEC point 8), the detail in the console. True while the code is being exchanged.
 */
export function useIdentityProviderReturn(): boolean {
  const { t } = useLingui();
  const [complete] = usePublicMutation(CompleteIdentityProviderSignInDocument);
  const navigate = useNavigate();
  // The page asked for is in the query, as for the password sign-in: the guard of /login, which
  // sees the stored user first, sends there too.
  const [params] = useSearchParams();
  const showAlert = useAlert();
  const [fragment] = useState(() => new URLSearchParams(window.location.hash.slice(1)));
  const returning = fragment.has('code') || fragment.has('error');
  const [finishing, setFinishing] = useState(fragment.has('code'));
  // The code works once: a second run of the effect (StrictMode) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (!returning || started.current) return;
    started.current = true;

    const fail = (error: string, detail: unknown) => {
      console.error('Identity provider sign-in failed:', error, detail);
      setFinishing(false);
      void navigate('/', { replace: true });
      // What went wrong, then what the person at the desk can do about it (the detail for
      // whoever supports them stays in the console).
      const message = t({
        message: `${error}. Inténtalo de nuevo o inicia sesión con tu correo y contraseña; si el problema sigue, comunícate con el administrador del portal.`,
        comment: '{error} is the reason, e.g. "No hay una cuenta activa con ese correo".',
      });
      showAlert({ severity: 'error', message });
    };

    const code = fragment.get('code');
    if (!code) {
      const reason = fragment.get('error');
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
        await clearApolloStore();
        saveStoredUser(user);
        void navigate(safeRedirect(params.get('redirect')) ?? landingPath(user), { replace: true });
      } catch (error) {
        fail(serverErrorMessage(error), error);
      }
    })();
  }, [complete, fragment, navigate, params, returning, showAlert, t]);

  return finishing;
}
