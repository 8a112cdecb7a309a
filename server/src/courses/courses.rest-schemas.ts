import {
  paymentSchema as paymentInputSchema,
  recoverySchema as recoveryInputSchema,
} from '../../../shared/validation/course-registration.js';
import { restPropertiesOf } from '../http/rest-input-schema.js';
import { errorResponses, nullable, rowIdInput, rowIdParam } from '../http/rest-schemas.js';

/**
 * JSON schemas of the public course routes (courses.rest.ts). Inputs check presence, types and
 * lengths only: the shared yup rules of SPEC point 5 answer the precise messages (email format,
 * 10-digit phone, places between 1 and the places left).
 */

const tags = ['Courses'];

/**
 * A text field of the forms. The bound only keeps absurd input out; the service trims the text and
 * applies SPEC point 5's tighter rules with their own messages.
 */
const text = (description: string, maxLength = 1000) => ({ type: 'string', maxLength, description }) as const;

const course = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'The course id.' },
    course_name: { type: 'string', description: 'Name of the course.' },
    course_subtopic: nullable({ type: 'string', description: 'Promotional text (prices, deadlines).' }),
    course_date: {
      type: 'string',
      format: 'date',
      description: 'Day of the course, YYYY-MM-DD (America/Mexico_City).',
    },
    course_time: nullable({ type: 'string', description: 'Schedule as shown, e.g. "9:00 a 14:00 h".' }),
    investment: {
      type: 'string',
      description: 'Price of one place in MXN, IVA included, two decimals (e.g. "1500.00").',
    },
    quota: { type: 'integer', description: 'Places in all.' },
    sold_space: { type: 'integer', description: 'Places sold or held by a payment in progress.' },
    available_spaces: { type: 'integer', description: 'Places left (never negative).' },
    status: { type: 'integer', enum: [0, 1], description: '1 when the course is published.' },
    online_registration: { type: 'integer', enum: [0, 1], description: '1 when it takes online registrations.' },
    url: nullable({ type: 'string', description: 'Path of the course image (under /files/public/), or null.' }),
    url_course_img: nullable({ type: 'string', description: 'The same image path (legacy name).' }),
    description: nullable({ type: 'string', description: 'Description as sanitised HTML.' }),
    course_status_id: {
      type: 'integer',
      enum: [1, 2, 3],
      description: '1 registration open, 2 cancelled, 3 registration closed.',
    },
    course_headquarter: {
      type: 'object',
      properties: {
        name: nullable({ type: 'string', description: 'Where it takes place.' }),
        address: nullable({ type: 'string', description: 'Address of that place.' }),
      },
      required: ['name', 'address'],
    },
  },
  required: [
    'id',
    'course_name',
    'course_subtopic',
    'course_date',
    'course_time',
    'investment',
    'quota',
    'sold_space',
    'available_spaces',
    'status',
    'online_registration',
    'url',
    'url_course_img',
    'description',
    'course_status_id',
    'course_headquarter',
  ],
} as const;

const messageAnswer = (description: string) =>
  ({
    type: 'object',
    description,
    properties: { message: { type: 'string', description: 'Spanish text to show.' } },
    required: ['message'],
  }) as const;

export const listCoursesSchema = {
  tags,
  summary: 'The public course catalogue',
  description: 'Published courses open to online registration, in every catalogue state (available, full, expired).',
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'array', items: course } },
      required: ['data'],
      description: 'The courses.',
    },
  },
};

export const getCourseSchema = {
  tags,
  summary: 'One public course',
  params: rowIdParam('id', 'The course.'),
  response: {
    200: { type: 'object', properties: { data: course }, required: ['data'], description: 'The course.' },
    ...errorResponses(404),
  },
};

const enrolmentCheck = {
  type: 'object',
  properties: {
    ...restPropertiesOf(recoveryInputSchema, { email: 'email' }, { maxLength: 254 }),
    course_id: rowIdInput('The course.'),
  },
  required: ['email', 'course_id'],
} as const;

export const verifyEmailSchema = {
  tags,
  summary: 'Is this email free in the course?',
  description:
    'Step 1 of the registration: 200 when the email is not yet registered in the course, 409 (CONFLICT, ' +
    '"El correo ya existe en el curso") when it is. Attempts per email and address are limited (429).',
  body: enrolmentCheck,
  response: { 200: messageAnswer('The email is free.'), ...errorResponses(400, 404, 409) },
};

export const recoverySchema = {
  tags,
  summary: 'Email the registration again',
  description:
    'Sends the paid registration of this email in the course to that address again. 404 with the field email ' +
    'when the email has no paid registration in the course. The registration itself only travels by email.',
  body: {
    ...enrolmentCheck,
    properties: {
      ...enrolmentCheck.properties,
      course_data: { description: 'The course as the old app holds it; ignored.' },
    },
  },
  response: { 200: messageAnswer('The registration was sent.'), ...errorResponses(400, 404) },
};

const registration = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'The registration id.' },
    course_id: { type: 'integer', description: 'The course.' },
    quantity: { type: 'integer', description: 'Places bought.' },
    amount: { type: 'string', description: 'Total charged in MXN, IVA included, two decimals (e.g. "3000.00").' },
    currency: { type: 'string', enum: ['MXN'], description: 'Always MXN.' },
    status: {
      type: 'string',
      enum: ['pending', 'paid', 'declined', 'failed'],
      description:
        'paid; declined (places given back); pending while the card provider has not answered (it is asked again, never charged twice); failed.',
    },
    type_payment_id: { type: 'integer', description: 'Legacy constant, 1.' },
    status_payment_id: { type: 'integer', description: 'Legacy constant, 3.' },
    purchasing_platform_id: { type: 'integer', description: 'Legacy constant, 1.' },
    type_method: { type: 'string', description: 'Payment method, "card".' },
  },
  required: [
    'id',
    'course_id',
    'quantity',
    'amount',
    'currency',
    'status',
    'type_payment_id',
    'status_payment_id',
    'purchasing_platform_id',
    'type_method',
  ],
} as const;

const paymentAnswer = (description: string) =>
  ({
    type: 'object',
    description,
    properties: { message: { type: 'string', description: 'Spanish text to show.' }, data: registration },
    required: ['message', 'data'],
  }) as const;

const legacyConstant = (description: string) =>
  ({ type: ['integer', 'string'], description: `${description} Sent by the old app; ignored.` }) as const;

export const paymentSchema = {
  tags,
  summary: 'Pay places in a course by card',
  description:
    "Charges the card token (made in the browser by the provider's script with the public key; the server never " +
    'sees a card) for `quantity` places. The places are taken in the same step that checks the quota. ' +
    'Send an `Idempotency-Key` header (letters, digits, . _ : -, up to 200) and repeat the request with the same key after ' +
    'a timeout: it answers the first outcome and never charges twice. 402 when the card is declined (places given back); ' +
    "400 with the SPEC messages for a wrong field (`field` uses the service's names: name, lastname, motherLastname, " +
    'email, phone, fullname, spaces, tokenId); 409 when the email is already in the course. Attempts are limited (429).',
  headers: {
    type: 'object',
    properties: { 'idempotency-key': { type: 'string', description: 'Optional; makes a retry safe (see above).' } },
  },
  body: {
    type: 'object',
    properties: {
      ...restPropertiesOf(paymentInputSchema, {
        token_id: 'tokenId',
        quantity: 'spaces',
        name_user: 'fullname',
        name: 'name',
        lastname: 'lastname',
        mother_lastname: 'motherLastname',
        email: 'email',
        phone: 'phone',
      }),
      course_id: rowIdInput('The course.'),
      amount: {
        type: ['number', 'string'],
        description:
          'Course investment as the app shows it. Ignored: the server charges quantity times the stored price.',
      },
      name_product: text('Course name. Ignored.', 1000),
      type_method: text('"card". Ignored.'),
      currency: text('"MXN". Ignored.'),
      type_payment_id: legacyConstant('1.'),
      status_payment_id: legacyConstant('3.'),
      purchasing_platform_id: legacyConstant('1.'),
    },
    // Only the course is required here: a missing student or card field answers the form's own message.
    required: ['course_id'],
  },
  response: {
    200: paymentAnswer('Paid: "¡Registro exitoso!"; the registration is emailed.'),
    402: paymentAnswer('Declined or not confirmed: show `message` as the rejection, with a retry.'),
    ...errorResponses(400, 404, 409),
  },
};
