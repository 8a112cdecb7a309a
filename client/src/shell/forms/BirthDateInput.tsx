import { birthDateInput } from './birth-date-input';
import { formikKit } from './formik-kit';

/** "Fecha de nacimiento" in the staff forms (formik). */
export const BirthDateInput = birthDateInput(formikKit);
