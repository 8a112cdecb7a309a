import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';
import { translateServerMessage } from '../../i18n/server-messages';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

/**
 * A formik-bound text field. Validation texts are the shared Spanish messages (or server
 * messages set with setErrors), translated into the active language on display.
 * `required` is announced (aria-required) without an asterisk, so the label stays the plain name.
 */
export function FormTextField({ name, helperText, required, slotProps, ...props }: Props) {
  const [field, meta] = useField<string | null | undefined>(name);
  const error = meta.touched && typeof meta.error === 'string' ? translateServerMessage(meta.error) : undefined;
  const htmlInput = slotProps?.htmlInput;
  return (
    <TextField
      fullWidth
      margin="normal"
      {...props}
      {...field}
      value={field.value ?? ''}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: {
          ...(typeof htmlInput === 'object' ? htmlInput : {}),
          ...(required ? { 'aria-required': true } : {}),
        },
      }}
    />
  );
}
