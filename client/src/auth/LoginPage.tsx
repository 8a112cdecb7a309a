import { usePublicMutation } from '../api/public-graphql';
import { clearApolloStore } from '../api/apollo-state';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { generalMessages } from '../../../shared/messages/general';
import { errorsOf } from '../../../shared/validation/checks';
import { loginChecks } from '../../../shared/validation/public-forms';
import { readServerErrors } from '../api/graphql-errors';
import { translateServerMessage } from '../i18n/server-messages';
import { LoginDocument } from '../gql/graphql';
import { landingPath, safeRedirect } from '../session/landing';
import { forgetSessionEnd, sessionEndNoted } from '../session/session-end-notice';
import { storedUserOf } from '../session/session-user';
import { saveStoredUser } from '../session/stored-user';
import { LightTextField } from '../shell/forms/light/LightFields';
import { LightForm } from '../shell/forms/light/LightForm';
import { useLightForm, type LightFormHelpers } from '../shell/forms/light/use-light-form';
import { ProgressBar } from '../shell/ProgressBar';
import { SessionCard } from './SessionCard';
import { IdentityProviderButton } from './IdentityProviderButton';
import { useIdentityProviderReturn } from './use-identity-provider-return';

type LoginValues = { identifier: string; password: string };

export function LoginPage() {
  const { t } = useLingui();
  const [login] = usePublicMutation(LoginDocument);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  // Why the last session was ended, when the server said (the account was deactivated): told once.
  const [sessionEnd, setSessionEnd] = useState(sessionEndNoted);
  useEffect(() => forgetSessionEnd(), []);
  const finishingProviderSignIn = useIdentityProviderReturn();

  const submit = async (values: LoginValues, helpers: LightFormHelpers) => {
    setFailure(null);
    setSessionEnd(null);
    try {
      const { data } = await login({
        variables: { identifier: values.identifier.trim(), password: values.password },
      });
      const user = data ? storedUserOf(data.login) : null;
      if (!user) {
        setFailure(t`No fue posible iniciar sesión. Inténtalo de nuevo.`);
        return;
      }
      await clearApolloStore();
      saveStoredUser(user);
      void navigate(safeRedirect(params.get('redirect')) ?? landingPath(user), { replace: true });
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, Object.keys(loginChecks));
      helpers.setErrors(fieldErrors);
      setFailure(general[0] ?? null);
    }
  };

  const form = useLightForm<LoginValues>({
    initialValues: { identifier: '', password: '' },
    validate: (values) => errorsOf(loginChecks, values),
    // Leaving an empty field must not show its message: the text would push the links below
    // down between mousedown and mouseup, and the first click on them would be lost.
    validateOnBlur: false,
    onSubmit: submit,
  });

  return (
    <SessionCard title={t`Iniciar sesión`}>
      {finishingProviderSignIn ? (
        <ProgressBar role="progressbar" aria-label={t`Iniciando sesión…`} sx={{ my: 3 }} />
      ) : (
        <LightForm form={form}>
          {sessionEnd === 'ACCOUNT_DEACTIVATED' && !failure && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {translateServerMessage(generalMessages.accountDeactivated)}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
          <LightTextField name="identifier" label={t`Correo o nombre de usuario`} autoComplete="username" autoFocus />
          <LightTextField name="password" type="password" label={t`Contraseña`} autoComplete="current-password" />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={form.isSubmitting} sx={{ mt: 2 }}>
            <Trans>Iniciar sesión</Trans>
          </Button>
          <IdentityProviderButton redirect={safeRedirect(params.get('redirect'))} />
          <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2, flexWrap: 'wrap', gap: 1 }}>
            <Link component={RouterLink} to="/session/forgot-password" variant="body2">
              <Trans>¿Olvidaste tu contraseña?</Trans>
            </Link>
            <Link component={RouterLink} to="/aula_courses" variant="body2">
              <Trans>Ver cursos</Trans>
            </Link>
            <Link component={RouterLink} to="/pre-registro" variant="body2">
              <Trans>¿Eres doctor? Solicita tu registro</Trans>
            </Link>
          </Stack>
        </LightForm>
      )}
    </SessionCard>
  );
}
