import { useField } from 'formik';
import { translateServerMessage } from '../../i18n/server-messages';
import { DateField, type DateFieldProps } from './DateField';

type Props = Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & { name: string };

/**
 * A formik-bound DateField: the value is the 'YYYY-MM-DD' (or, with `withTime`,
 * 'YYYY-MM-DDTHH:mm') text the shared schemas validate; their Spanish messages show translated
 * once the field was left, as in FormTextField.
 */
export function FormDateField({ name, helperText, ...props }: Props) {
  const [field, meta, helpers] = useField<string | null | undefined>(name);
  const error = meta.touched && typeof meta.error === 'string' ? translateServerMessage(meta.error) : undefined;
  return (
    <DateField
      fullWidth
      margin="normal"
      {...props}
      name={name}
      value={field.value ?? ''}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
