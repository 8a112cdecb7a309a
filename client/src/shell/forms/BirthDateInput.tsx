import { birthDateInput } from './birth-date-input';
import { LazyFormDateField } from './LazyFormDateField';

/** "Fecha de nacimiento" in the staff forms (formik). */
export const BirthDateInput = birthDateInput(LazyFormDateField);
