import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { Form, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type Props = {
  /** The id of the form's heading, which names the form. */
  titleId: string;
  title: string;
  /** Where Cancelar goes: the content's list. */
  listPath: string;
  /** The submit button's text; Guardar when left out. */
  submitLabel?: string;
  /** What saving does, said under the buttons. */
  note?: string;
  /** For those who may only read it: no Guardar, and Volver instead of Cancelar. */
  readOnly?: boolean;
  children: ReactNode;
};

/** A content form inside formik: titled paper with the fields, then Cancelar and Guardar (or `submitLabel`), or Volver alone. */
export function ContentFormFrame({ titleId, title, listPath, submitLabel, note, readOnly, children }: Props) {
  const { isSubmitting } = useFormikContext();
  return (
    <Form noValidate aria-labelledby={titleId}>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id={titleId} variant="h5" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button component={RouterLink} to={listPath} color="inherit">
            {readOnly ? <Trans>Volver</Trans> : <Trans>Cancelar</Trans>}
          </Button>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {submitLabel ?? <Trans>Guardar</Trans>}
            </Button>
          )}
        </Stack>
        {note && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'end' }}>
            {note}
          </Typography>
        )}
      </Paper>
    </Form>
  );
}
