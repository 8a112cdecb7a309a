import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';
import { translateServerMessage } from '../../i18n/server-messages';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'error'> & {
  name: string;
  /** Shows a live counter "length/maxChars" under the field; past it the error shows at once. */
  maxChars?: number;
};

/**
 * A formik-bound text field. Validation texts are the shared Spanish messages (or server
 * messages set with setErrors), translated into the active language on display; they show once
 * the field was left, or as soon as the text is longer than `maxChars`.
 * `required` is announced (aria-required) without an asterisk, so the label stays the plain name.
 */
export function FormTextField({ name, helperText, required, slotProps, maxChars, ...props }: Props) {
  const [field, meta] = useField<string | null | undefined>(name);
  const length = (field.value ?? '').length;
  const tooLong = maxChars !== undefined && length > maxChars;
  const error =
    (meta.touched || tooLong) && typeof meta.error === 'string' ? translateServerMessage(meta.error) : undefined;
  const message = error ?? helperText;
  const htmlInput = slotProps?.htmlInput;
  return (
    <TextField
      fullWidth
      margin="normal"
      {...props}
      {...field}
      value={field.value ?? ''}
      error={Boolean(error)}
      helperText={
        maxChars === undefined ? (
          message
        ) : (
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{message}</span>
            <Box component="span" sx={{ flexShrink: 0 }}>
              {length}/{maxChars}
            </Box>
          </Box>
        )
      }
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
