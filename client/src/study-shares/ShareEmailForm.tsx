import Send from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { studyShareEmailSchema } from '../../../shared/validation/study-share';
import { readServerErrors } from '../api/graphql-errors';
import { SendStudyShareEmailDocument } from '../gql/graphql';
import { useSnackbar } from '../shell/feedback/feedback-context';
import { FormTextField } from '../shell/forms/FormTextField';

type Props = { shareId: string; token: string };

/** "Enviar por correo": the link (never the PIN) to an address the creator types. */
export function ShareEmailForm({ shareId, token }: Props) {
  const { t } = useLingui();
  const snackbar = useSnackbar();
  const [send] = useMutation(SendStudyShareEmailDocument);
  return (
    <Formik
      initialValues={{ email: '' }}
      validationSchema={studyShareEmailSchema}
      onSubmit={async ({ email }, helpers) => {
        try {
          await send({ variables: { id: shareId, email: email.trim(), token } });
          snackbar.success(t`Enviamos el enlace a ${email.trim()}. El PIN no va en el correo.`);
          helpers.resetForm();
        } catch (error) {
          const { fieldErrors, general } = readServerErrors(error, ['email']);
          helpers.setErrors(fieldErrors);
          if (general[0]) snackbar.error(general[0]);
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            <FormTextField
              name="email"
              type="email"
              label={t`Correo de quien lo recibe`}
              autoComplete="email"
              helperText={t`Solo enviamos el enlace; el PIN dalo por otro medio.`}
            />
            <Button
              type="submit"
              variant="outlined"
              startIcon={<Send />}
              disabled={isSubmitting}
              sx={{ flexShrink: 0 }}
            >
              <Trans>Enviar por correo</Trans>
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
