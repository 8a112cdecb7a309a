import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikHelpers } from 'formik';
import { supportMessageLength, supportMessageSchema } from '../../../shared/validation/support';
import { readServerErrors } from '../api/graphql-errors';
import { useSnackbar } from '../shell/feedback/feedback-context';
import { FormTextField } from '../shell/forms/FormTextField';

type Props = {
  /** The box's label, also the button's text ("Responder"). */
  label: string;
  /** What sending does, said under the box. */
  helperText: string;
  /** The snackbar once sent. */
  sentMessage: string;
  send: (message: string) => Promise<unknown>;
};

type Values = { message: string };

/** A message box and its send button; the box empties once the message is sent. */
export function SupportMessageBox({ label, helperText, sentMessage, send }: Props) {
  const snackbar = useSnackbar();
  const submit = async ({ message }: Values, helpers: FormikHelpers<Values>) => {
    try {
      await send(message.trim());
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, ['message']);
      helpers.setErrors(fieldErrors);
      if (general.length > 0) snackbar.error(general.join(' '));
      return;
    }
    helpers.resetForm();
    snackbar.success(sentMessage);
  };
  return (
    <Formik<Values> initialValues={{ message: '' }} validationSchema={supportMessageSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <FormTextField
            name="message"
            label={label}
            helperText={helperText}
            required
            multiline
            minRows={3}
            maxChars={supportMessageLength}
          />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {label}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
