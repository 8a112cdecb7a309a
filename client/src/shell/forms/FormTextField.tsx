import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';
import { translateServerMessage } from '../../i18n/server-messages';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

/**
 * A formik-bound text field. Validation texts are the shared Spanish messages (or server
 * messages set with setErrors), translated into the active language on display.
 */
export function FormTextField({ name, helperText, ...props }: Props) {
  const [field, meta] = useField<string | null | undefined>(name);
  const error = meta.touched && typeof meta.error === 'string' ? translateServerMessage(meta.error) : undefined;
  return (
    <TextField
      fullWidth
      margin="normal"
      {...props}
      {...field}
      value={field.value ?? ''}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
