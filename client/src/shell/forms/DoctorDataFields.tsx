import { doctorDataFields } from './doctor-data-fields';
import { formikKit } from './formik-kit';

/** Office data in the staff forms (formik). */
export const DoctorDataFields = doctorDataFields(formikKit);
