import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Trans } from '@lingui/react/macro';
import { Form, Formik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { type ReactNode, useId } from 'react';
import type { AnySchema } from 'yup';
import { readServerErrors } from '../../api/graphql-errors';
import { useSnackbar } from '../../shell/feedback/feedback-context';

type Props<Values extends FormikValues> = {
  title: string;
  initialValues: Values;
  schema: AnySchema;
  /** Saves; a server refusal shows on its field (`fields`) or in the snackbar. */
  onSave: (values: Values) => Promise<unknown>;
  fields: readonly string[];
  savedMessage: string;
  onClose: () => void;
  children: ReactNode;
};

/** A dialog holding one form of settings: Guardar saves it and closes, Cancelar closes. */
export function FormDialog<Values extends FormikValues>(props: Props<Values>) {
  const { title, initialValues, schema, onSave, fields, savedMessage, onClose, children } = props;
  const snackbar = useSnackbar();
  const titleId = useId();
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await onSave(values);
      snackbar.success(savedMessage);
      onClose();
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, fields);
      helpers.setErrors(fieldErrors as FormikErrors<Values>);
      if (general.length > 0) snackbar.error(general.join(' '));
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id={titleId}>{title}</DialogTitle>
            <DialogContent>{children}</DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} color="inherit" disabled={isSubmitting}>
                <Trans>Cancelar</Trans>
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                <Trans>Guardar</Trans>
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
