import type { FieldKit } from './field-kit';
import { FormTextField } from './FormTextField';
import { MaskedTextField } from './MaskedTextField';

/** The staff forms' field components, bound to formik. */
export const formikKit: FieldKit = {
  TextField: FormTextField,
  MaskedTextField,
};
