import { usePublicMutation } from '../api/public-graphql';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { object } from 'yup';
import { emailRule } from '../../../shared/validation/profile';
import { RequestPasswordResetDocument } from '../gql/graphql';
import { FormTextField } from '../shell/forms/FormTextField';
import { SessionCard } from './SessionCard';

const schema = object({ email: emailRule() });

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

  return (
    <SessionCard title={t`Recuperar contraseña`}>
      {sent ? (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          <Trans>Si el correo está registrado, recibirás un enlace para restablecer tu contraseña.</Trans>
        </Alert>
      ) : (
        <Formik initialValues={{ email: '' }} validationSchema={schema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate>
              <Typography variant="body2" color="text.secondary">
                <Trans>Escribe tu correo electrónico y te enviaremos un enlace para crear una nueva contraseña.</Trans>
              </Typography>
              <FormTextField name="email" type="email" label={t`Correo electrónico`} autoComplete="email" autoFocus />
              <Button type="submit" variant="contained" fullWidth disabled={isSubmitting} sx={{ mt: 2 }}>
                <Trans>Enviar enlace</Trans>
              </Button>
            </Form>
          )}
        </Formik>
      )}
      <Link component={RouterLink} to="/login" variant="body2" sx={{ display: 'inline-block', mt: 2 }}>
        <Trans>Volver a iniciar sesión</Trans>
      </Link>
    </SessionCard>
  );
}
