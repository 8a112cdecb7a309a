import { BoundTextField, type FormTextFieldProps } from './BoundTextField';
import { useFormikField } from './formik-field';

/** A formik-bound text field (BoundTextField): the staff forms' text input. */
export function FormTextField(props: FormTextFieldProps) {
  return <BoundTextField {...props} bound={useFormikField<string | null | undefined>(props.name)} />;
}
