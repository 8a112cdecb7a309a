import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { string } from 'yup';
import { personMessages } from '../../../shared/messages/person';
import { passwordPairSchema } from '../../../shared/validation/profile';
import { readServerErrors } from '../api/graphql-errors';
import { ChangePasswordDocument } from '../gql/graphql';
import { useSnackbar } from '../shell/feedback/feedback-context';
import { FormTextField } from '../shell/forms/FormTextField';
import { NewPasswordInput } from '../shell/forms/NewPasswordInput';

type Values = { currentPassword: string; password: string; passwordConfirmation: string };

const schema = passwordPairSchema.shape({ currentPassword: string().required(personMessages.passwordRequired) });
const emptyValues: Values = { currentPassword: '', password: '', passwordConfirmation: '' };

export function ChangePasswordForm() {
  const { t } = useLingui();
  const snackbar = useSnackbar();
  const [changePassword] = useMutation(ChangePasswordDocument);

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await changePassword({ variables: values });
      helpers.resetForm({ values: emptyValues });
      snackbar.success(t`Tu contraseña se actualizó correctamente.`);
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, Object.keys(emptyValues));
      helpers.setErrors(fieldErrors);
      if (general.length > 0) snackbar.error(general.join(' '));
    }
  };

  return (
    <Formik<Values> initialValues={emptyValues} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby="change-password-title">
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="change-password-title" variant="h6" component="h2" gutterBottom>
              <Trans>Cambiar contraseña</Trans>
            </Typography>
            <FormTextField
              name="currentPassword"
              type="password"
              label={t`Contraseña actual`}
              autoComplete="current-password"
            />
            <NewPasswordInput label={t`Nueva contraseña`} />
            <FormTextField
              name="passwordConfirmation"
              type="password"
              label={t`Confirmar nueva contraseña`}
              autoComplete="new-password"
            />
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                <Trans>Actualizar contraseña</Trans>
              </Button>
            </Stack>
          </Paper>
        </Form>
      )}
    </Formik>
  );
}
