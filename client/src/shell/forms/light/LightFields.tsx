import { BoundMaskedTextField, type MaskedTextFieldProps } from '../BoundMaskedTextField';
import { BoundTextField, type FormTextFieldProps } from '../BoundTextField';
import { useLightField } from './use-light-form';

/** A text field of the surrounding LightForm (BoundTextField). */
export function LightTextField(props: FormTextFieldProps) {
  return <BoundTextField {...props} bound={useLightField<string | null | undefined>(props.name)} />;
}

/** A required masked text field of the surrounding LightForm (BoundMaskedTextField). */
export function LightMaskedField(props: MaskedTextFieldProps) {
  return <BoundMaskedTextField {...props} bound={useLightField(props.name)} />;
}
