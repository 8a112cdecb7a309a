import { usePublicMutation, usePublicQuery } from '../api/public-graphql';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { signInMessages } from '../../../shared/messages/sign-in';
import { errorsOf } from '../../../shared/validation/checks';
import { passwordPairChecks } from '../../../shared/validation/public-forms';
import { apiErrorsOf, readServerErrors, serverErrorMessage } from '../api/graphql-errors';
import { PasswordLinkUsableDocument, ResetPasswordDocument } from '../gql/graphql';
import { translateServerMessage } from '../i18n/server-messages';
import { LightTextField } from '../shell/forms/light/LightFields';
import { LightForm } from '../shell/forms/light/LightForm';
import { lightKit } from '../shell/forms/light/light-kit';
import { useLightForm, type LightFormHelpers } from '../shell/forms/light/use-light-form';
import { newPasswordInput } from '../shell/forms/new-password-input';
import { SessionCard } from './SessionCard';

type Values = { password: string; passwordConfirmation: string };

const NewPasswordInput = newPasswordInput(lightKit);

/**
 * Sets a new password with the token of a reset or invitation link. The link is checked when the
 * page opens: a used, replaced or expired one says so at once and offers a new one, instead of a
 * form that would fail only after the user typed a password twice.
 */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = usePublicQuery(PasswordLinkUsableDocument, {
    variables: { token },
    skip: !token,
    fresh: true,
  });
  const [resetPassword] = usePublicMutation(ResetPasswordDocument);
  const [done, setDone] = useState(false);
  const [spent, setSpent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const linkDead = !token || spent || check.data?.passwordLinkUsable === false;

  const submit = async (values: Values, helpers: LightFormHelpers) => {
    setFailure(null);
    try {
      await resetPassword({ variables: { token, ...values } });
      setDone(true);
    } catch (error) {
      // The link was spent or expired while the page stood open.
      if (apiErrorsOf(error)?.some((item) => item.field === 'token')) return setSpent(true);
      const { fieldErrors, general } = readServerErrors(error, Object.keys(passwordPairChecks));
      helpers.setErrors(fieldErrors);
      setFailure(general[0] ?? null);
    }
  };
  const form = useLightForm<Values>({
    initialValues: { password: '', passwordConfirmation: '' },
    validate: (values) => errorsOf(passwordPairChecks, values),
    onSubmit: submit,
  });

  let content;
  if (done) {
    content = (
      <Alert severity="success" role="status" sx={{ mt: 1 }}>
        <Trans>Tu contraseña se actualizó correctamente. Ya puedes iniciar sesión.</Trans>
      </Alert>
    );
  } else if (linkDead) {
    content = (
      <>
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translateServerMessage(signInMessages.resetLinkInvalid)}
        </Alert>
        <Typography variant="body2" sx={{ mt: 2 }}>
          <Trans>Pide un enlace nuevo con tu correo electrónico; te llegará en unos minutos.</Trans>
        </Typography>
        <Button component={RouterLink} to="/session/forgot-password" variant="contained" fullWidth sx={{ mt: 2 }}>
          <Trans>Solicitar un nuevo enlace</Trans>
        </Button>
      </>
    );
  } else {
    // While the link is checked the form already stands, disabled, with the check's progress in
    // its button: the card keeps its height when the form comes to life (it moved the whole
    // centred card before, CLS 0.086 in Lighthouse's mobile audit). When the check itself failed
    // (too many attempts, no connection), the form stays: the server checks the link again when
    // the password is saved.
    const checking = check.loading;
    const shown = failure ?? (check.error ? serverErrorMessage(check.error) : null);
    content = (
      <>
        {shown && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {shown}
          </Alert>
        )}
        <LightForm form={form} aria-busy={checking}>
          <Box component="fieldset" disabled={checking} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <NewPasswordInput label={t`Nueva contraseña`} />
            <LightTextField
              name="passwordConfirmation"
              type="password"
              label={t`Confirmar contraseña`}
              autoComplete="new-password"
            />
            <Button type="submit" variant="contained" fullWidth disabled={checking || form.isSubmitting} sx={{ mt: 2 }}>
              {checking ? (
                <Stack direction="row" spacing={1} role="status" component="span" sx={{ alignItems: 'center' }}>
                  <CircularProgress size={16} color="inherit" aria-hidden />
                  <span>
                    <Trans>Comprobando el enlace…</Trans>
                  </span>
                </Stack>
              ) : (
                <Trans>Guardar contraseña</Trans>
              )}
            </Button>
          </Box>
        </LightForm>
      </>
    );
  }

  return (
    <SessionCard title={t`Restablecer contraseña`}>
      {content}
      <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to="/login" variant="body2">
          <Trans>Ir a iniciar sesión</Trans>
        </Link>
      </Stack>
    </SessionCard>
  );
}
