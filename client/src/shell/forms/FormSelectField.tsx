import type { SelectFieldProps } from './field-kit';
import { FormTextField } from './FormTextField';
import { SelectOption } from './SelectOption';

/** A formik select field of fixed options: MUI's Select, whose menu's code loads when the field is reached. */
export function FormSelectField({ name, label, options }: SelectFieldProps) {
  return (
    <FormTextField name={name} select label={label}>
      {options.map((option) => (
        <SelectOption key={option.value} value={option.value}>
          {option.label}
        </SelectOption>
      ))}
    </FormTextField>
  );
}
