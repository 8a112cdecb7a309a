import { usePublicMutation } from '../api/public-graphql';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorsOf } from '../../../shared/validation/checks';
import { emailChecks } from '../../../shared/validation/public-forms';
import { RequestPasswordResetDocument } from '../gql/graphql';
import { LightTextField } from '../shell/forms/light/LightFields';
import { LightForm } from '../shell/forms/light/LightForm';
import { useLightForm } from '../shell/forms/light/use-light-form';
import { SessionCard } from './SessionCard';

/** Always answers the same, registered or not, so the page does not reveal who has an account. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const [requestReset] = usePublicMutation(RequestPasswordResetDocument);
  const [sent, setSent] = useState(false);

  const submit = async ({ email }: { email: string }) => {
    try {
      await requestReset({ variables: { email: email.trim().toLowerCase() } });
    } catch {
      // Same answer whatever happened.
    }
    setSent(true);
  };
  const form = useLightForm({
    initialValues: { email: '' },
    validate: (values) => errorsOf(emailChecks, values),
    onSubmit: submit,
  });

  return (
    <SessionCard title={t`Recuperar contraseña`}>
      {sent ? (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          <Trans>Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.</Trans>
        </Alert>
      ) : (
        <LightForm form={form}>
          <Typography variant="body2" color="text.secondary">
            <Trans>Escribe tu correo electrónico y te enviaremos un enlace para crear una nueva contraseña.</Trans>
          </Typography>
          <LightTextField name="email" type="email" label={t`Correo electrónico`} autoComplete="email" autoFocus />
          <Button type="submit" variant="contained" fullWidth disabled={form.isSubmitting} sx={{ mt: 2 }}>
            <Trans>Enviar enlace</Trans>
          </Button>
        </LightForm>
      )}
      <Link component={RouterLink} to="/login" variant="body2" sx={{ display: 'inline-block', mt: 2 }}>
        <Trans>Volver a iniciar sesión</Trans>
      </Link>
    </SessionCard>
  );
}
