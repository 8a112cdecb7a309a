import { BoundDateField, type FormDateFieldProps } from './BoundDateField';
import { useFormikField } from './formik-field';

/** A formik-bound DateField (BoundDateField). */
export function FormDateField(props: FormDateFieldProps) {
  return <BoundDateField {...props} bound={useFormikField<string | null | undefined>(props.name)} />;
}
