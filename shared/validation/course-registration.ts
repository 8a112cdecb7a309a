import { number, object, string, type InferType } from 'yup';
import { limits } from '../limits.js';
import { messages as m } from '../messages.js';

const required = () => string().trim().required(m.fieldRequired).max(limits.inputLength, m.maxInput);

/** Step 1, Datos (SPEC point 5, registration). */
export const studentSchema = object({
  name: required(),
  lastname: required(),
  motherLastname: required(),
  email: string()
    .trim()
    .lowercase()
    .required(m.fieldRequired)
    .max(120, m.studentEmailInvalid)
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, m.studentEmailInvalid),
  phone: string()
    .trim()
    .required(m.fieldRequired)
    .matches(/^\d{10}$/, m.phoneInvalid),
});

/** What the server checks of step 2, Pago; the card itself never leaves the browser. */
export const paymentSchema = studentSchema.shape({
  fullname: required(),
  spaces: number()
    .typeError(m.spacesMin)
    .required(m.fieldRequired)
    .integer(m.spacesMin)
    .min(1, m.spacesMin)
    .max(limits.maxSpacesPerPayment, m.spacesMax),
  tokenId: string().trim().required(m.cardInvalid).max(200, m.cardInvalid),
});

/** Recovery dialog (SPEC point 5). */
export const recoverySchema = object({
  email: string()
    .trim()
    .lowercase()
    .required(m.recoveryEmailInvalid)
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, m.recoveryEmailInvalid),
});

export type StudentInput = InferType<typeof studentSchema>;
export type PaymentInput = InferType<typeof paymentSchema>;
