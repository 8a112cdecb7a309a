import { translateServerMessage } from '../../i18n/server-messages';
import type { BoundField } from './bound-field';
import { DateField, type DateFieldProps } from './DateField';

export type FormDateFieldProps = Omit<DateFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & {
  name: string;
};

/** A date field's props, without a time (a birth date). */
export type DayFieldProps = Omit<FormDateFieldProps, 'withTime'>;

/**
 * A DateField bound to a formik field (FormDateField; the public pages type their dates instead: LightDateField):
 * the value is the 'YYYY-MM-DD' (or, with `withTime`, 'YYYY-MM-DDTHH:mm') text the shared rules
 * validate; their Spanish messages show translated once the field was left, as in BoundTextField.
 */
export function BoundDateField({
  bound,
  name,
  helperText,
  ...props
}: FormDateFieldProps & { bound: BoundField<string | null | undefined> }) {
  const error = bound.touched && bound.error ? translateServerMessage(bound.error) : undefined;
  return (
    <DateField
      fullWidth
      margin="normal"
      {...props}
      name={name}
      value={bound.value ?? ''}
      onChange={(value) => bound.setValue(value)}
      onBlur={() => bound.setTouched(true)}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
