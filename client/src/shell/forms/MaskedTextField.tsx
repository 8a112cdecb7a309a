import { BoundMaskedTextField, type MaskedTextFieldProps } from './BoundMaskedTextField';
import { useFormikField } from './formik-field';

/** A required formik text field whose input goes through a mask (BoundMaskedTextField). */
export function MaskedTextField(props: MaskedTextFieldProps) {
  return <BoundMaskedTextField {...props} bound={useFormikField(props.name)} />;
}
