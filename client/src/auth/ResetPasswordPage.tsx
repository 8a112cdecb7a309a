import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { messages } from '../../../shared/messages';
import { passwordPairSchema } from '../../../shared/validation/profile';
import { readServerErrors } from '../api/graphql-errors';
import { ResetPasswordDocument } from '../gql/graphql';
import { translateServerMessage } from '../i18n/server-messages';
import { FormTextField } from '../shell/forms/FormTextField';
import { NewPasswordInput } from '../shell/forms/NewPasswordInput';
import { SessionCard } from './SessionCard';

type Values = { password: string; passwordConfirmation: string };

export function ResetPasswordPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const [done, setDone] = useState(false);
  const [serverFailure, setFailure] = useState<string | null>(null);
  const failure = token ? serverFailure : translateServerMessage(messages.resetLinkInvalid);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setFailure(null);
    try {
      await resetPassword({ variables: { token, ...values } });
      setDone(true);
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, ['password', 'passwordConfirmation']);
      helpers.setErrors(fieldErrors);
      setFailure(general[0] ?? null);
    }
  };

  return (
    <SessionCard title={t`Restablecer contraseña`}>
      {done ? (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          <Trans>Tu contraseña se actualizó correctamente. Ya puedes iniciar sesión.</Trans>
        </Alert>
      ) : (
        <>
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
          {token && (
            <Formik<Values>
              initialValues={{ password: '', passwordConfirmation: '' }}
              validationSchema={passwordPairSchema}
              onSubmit={submit}
            >
              {({ isSubmitting }) => (
                <Form noValidate>
                  <NewPasswordInput label={t`Nueva contraseña`} />
                  <FormTextField
                    name="passwordConfirmation"
                    type="password"
                    label={t`Confirmar contraseña`}
                    autoComplete="new-password"
                  />
                  <Button type="submit" variant="contained" fullWidth disabled={isSubmitting} sx={{ mt: 2 }}>
                    <Trans>Guardar contraseña</Trans>
                  </Button>
                </Form>
              )}
            </Formik>
          )}
        </>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to="/login" variant="body2">
          <Trans>Ir a iniciar sesión</Trans>
        </Link>
        {!done && failure && (
          <Link component={RouterLink} to="/session/forgot-password" variant="body2">
            <Trans>Solicitar un nuevo enlace</Trans>
          </Link>
        )}
      </Stack>
    </SessionCard>
  );
}
