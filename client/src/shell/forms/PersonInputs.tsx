import { formikKit } from './formik-kit';
import { FormSelectField } from './FormSelectField';
import { personInputs } from './person-inputs';

export { phoneDigits } from './person-inputs';

/** A person's inputs in the staff forms (formik). */
export const { NameInputs, EmailInput, PhoneInput, SexInput } = personInputs({
  ...formikKit,
  SelectField: FormSelectField,
});
