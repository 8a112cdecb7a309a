import { number, object, string, type InferType } from 'yup';
import { limits } from '../limits.js';
import { courseRegistrationMessages } from '../messages/course-registration.js';
import { personMessages } from '../messages/person.js';
import { emailPattern, phonePattern } from './checks.js';

const m = { ...courseRegistrationMessages, ...personMessages };

const required = () => string().trim().required(m.fieldRequired).max(limits.inputLength, m.maxInput);

/** Step 1, Datos (SPEC point 5, registration); each field with the one description GraphQL and /docs show. */
export const studentSchema = object({
  name: required().meta({ description: "The student's given name, at most 42 characters." }),
  lastname: required().meta({ description: "The student's paternal surname, at most 42 characters." }),
  motherLastname: required().meta({ description: "The student's maternal surname, at most 42 characters." }),
  email: string()
    .trim()
    .lowercase()
    .required(m.fieldRequired)
    .max(120, m.studentEmailInvalid)
    .matches(emailPattern, m.studentEmailInvalid)
    .meta({
      description: "The student's email; the confirmation goes there. One live registration per email and course.",
    }),
  phone: string()
    .trim()
    .required(m.fieldRequired)
    .matches(phonePattern, m.phoneInvalid)
    .meta({ description: "The student's phone, exactly 10 digits." }),
});

/** What the server checks of step 2, Pago; the card itself never leaves the browser. */
export const paymentSchema = studentSchema.shape({
  fullname: required().meta({ description: 'Cardholder name as on the card, at most 42 characters.' }),
  spaces: number()
    .typeError(m.spacesMin)
    .required(m.fieldRequired)
    .integer(m.spacesMin)
    .min(1, m.spacesMin)
    .max(limits.maxSpacesPerPayment, m.spacesMax)
    .meta({ description: 'Places to buy: 1 to the places left (and at most 100).' }),
  tokenId: string().trim().required(m.cardInvalid).max(200, m.cardInvalid).meta({
    description:
      "Card token made on the device by the provider's SDK (Conekta, or the sandbox's test tokens) with appSettings.paymentPublicKey. Never send a card number.",
  }),
});

/** Recovery dialog (SPEC point 5). */
export const recoverySchema = object({
  email: string()
    .trim()
    .lowercase()
    .required(m.recoveryEmailInvalid)
    .matches(emailPattern, m.recoveryEmailInvalid)
    .meta({ description: 'Email address; its format is checked by the server (400 with the SPEC message).' }),
});

export type StudentInput = InferType<typeof studentSchema>;
export type PaymentInput = InferType<typeof paymentSchema>;
