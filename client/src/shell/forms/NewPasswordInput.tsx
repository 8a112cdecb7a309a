import { formikKit } from './formik-kit';
import { newPasswordInput } from './new-password-input';

/** The new password input of the staff forms (formik). */
export const NewPasswordInput = newPasswordInput(formikKit);
