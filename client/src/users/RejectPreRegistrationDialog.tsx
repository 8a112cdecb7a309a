import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { limits } from '../../../shared/limits';
import { preRegistrationRejectionSchema } from '../../../shared/validation/user-admin';
import { readServerErrors } from '../api/graphql-errors';
import { RejectDoctorPreRegistrationDocument } from '../gql/graphql';
import { useSnackbar } from '../shell/feedback/feedback-context';
import { FormTextField } from '../shell/forms/FormTextField';

type Props = { id: string; name: string; onClose: () => void; onRejected: () => void };

/** "Rechazar": the reason is required and emailed to the doctor. */
export function RejectPreRegistrationDialog({ id, name, onClose, onRejected }: Props) {
  const { t } = useLingui();
  const snackbar = useSnackbar();
  const [reject] = useMutation(RejectDoctorPreRegistrationDocument);

  const submit = async (values: { reason: string }, helpers: FormikHelpers<{ reason: string }>) => {
    try {
      await reject({ variables: { id, reason: values.reason.trim() } });
      snackbar.success(t`Solicitud de ${name} rechazada. Le enviamos el motivo por correo.`);
      onRejected();
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, ['reason']);
      helpers.setErrors(fieldErrors);
      if (general.length > 0) snackbar.error(general.join(' '));
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="reject-title">
      <Formik initialValues={{ reason: '' }} validationSchema={preRegistrationRejectionSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="reject-title">{t`Rechazar la solicitud de ${name}`}</DialogTitle>
            <DialogContent>
              <DialogContentText>
                <Trans>El motivo se enviará por correo al doctor.</Trans>
              </DialogContentText>
              <FormTextField
                name="reason"
                label={t`Motivo del rechazo`}
                required
                multiline
                minRows={3}
                autoFocus
                slotProps={{ htmlInput: { maxLength: limits.textareaLength } }}
              />
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} color="inherit" disabled={isSubmitting}>
                <Trans>Cancelar</Trans>
              </Button>
              <Button type="submit" variant="contained" color="error" disabled={isSubmitting}>
                <Trans>Rechazar</Trans>
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
