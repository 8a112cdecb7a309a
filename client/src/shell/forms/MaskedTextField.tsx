import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField } from 'formik';
import { translateServerMessage } from '../../i18n/server-messages';

type Props = Omit<TextFieldProps, 'name' | 'value' | 'error' | 'onChange'> & {
  name: string;
  /** The value to keep from what was typed (`next`) given the value before (`previous`). */
  mask: (next: string, previous: string) => string;
  /** Show the rule's message while typing, not only after leaving the field. */
  validateWhileTyping?: boolean;
};

/** A required formik text field whose input goes through a mask (card number, expiry, CVC). */
export function MaskedTextField({ name, mask, validateWhileTyping = false, helperText, slotProps, ...props }: Props) {
  const [field, meta, helpers] = useField<string>(name);
  const error = meta.touched && meta.error ? translateServerMessage(meta.error) : undefined;
  return (
    <TextField
      fullWidth
      margin="normal"
      {...props}
      name={name}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => {
        const value = mask(event.target.value, field.value);
        void helpers.setValue(value, true);
        if (validateWhileTyping && !meta.touched) void helpers.setTouched(true, false);
      }}
      error={Boolean(error)}
      helperText={error ?? helperText}
      // Announced as required without an asterisk, like FormTextField.
      slotProps={{
        ...slotProps,
        htmlInput: { ...(typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {}), 'aria-required': true },
      }}
    />
  );
}
