import { BoundDateField, type FormDateFieldProps } from '../BoundDateField';
import { useLightField } from './use-light-form';

/** A date field of the surrounding LightForm (BoundDateField); loaded when a form shows one. */
export function LightDateField(props: FormDateFieldProps) {
  return <BoundDateField {...props} bound={useLightField<string | null | undefined>(props.name)} />;
}
