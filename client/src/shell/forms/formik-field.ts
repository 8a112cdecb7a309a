import { useField } from 'formik';
import type { BoundField } from './bound-field';

/** A field of the surrounding Formik form, in the shape the shared field components take. */
export function useFormikField<T = string>(name: string): BoundField<T> {
  const [field, meta, helpers] = useField<T>(name);
  return {
    name,
    value: field.value,
    error: typeof meta.error === 'string' ? meta.error : undefined,
    touched: Boolean(meta.touched),
    setValue: (value, validate) => void helpers.setValue(value, validate),
    setTouched: (touched, validate) => void helpers.setTouched(touched, validate),
    onChange: field.onChange,
    onBlur: field.onBlur,
  };
}
