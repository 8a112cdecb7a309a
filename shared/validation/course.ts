import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { limits } from '../limits.js';
import { courseAdminMessages } from '../messages/course-admin.js';
import { personMessages } from '../messages/person.js';

const m = { ...courseAdminMessages, ...personMessages };

const input = () => string().trim().max(limits.courseInputLength, m.maxCourseInput);

/** The highest price per place: ten million pesos, in centavos (fits a 32-bit integer). */
export const maxInvestmentCents = 1_000_000_000;

/** The course states of the API (CourseStatus), in the form's order. */
export const courseStatuses = ['REGISTRATION_OPEN', 'CANCELLED', 'REGISTRATION_CLOSED'] as const;
export type CourseStatusName = (typeof courseStatuses)[number];

/**
 * The rules the course form and the API apply alike (SPEC point 3, course form length 50), each
 * with the one description GraphQL's CourseInput shows. A default is what a new course's form starts with.
 */
const courseRules = {
  name: input().required(m.courseNameRequired).meta({ description: 'Title, required, at most 50 characters.' }),
  subtopic: string()
    .trim()
    .max(limits.textareaLength, m.maxTextarea)
    .nullable()
    .optional()
    .meta({ description: 'Promo text with special prices and a deadline phrase, at most 140 characters.' }),
  date: string()
    .trim()
    .required(m.courseDateRequired)
    .matches(/^\d{4}-\d{2}-\d{2}$/, m.courseDateRequired)
    .meta({ description: "The day the course takes place (the lab's calendar day)." }),
  time: input()
    .nullable()
    .optional()
    .meta({ description: 'Schedule as free text, e.g. "9:00 a 14:00 h", at most 50 characters.' }),
  quota: number()
    .typeError(m.quotaInvalid)
    .required(m.quotaInvalid)
    .integer(m.quotaInvalid)
    .min(1, m.quotaInvalid)
    .max(100_000, m.quotaInvalid)
    .meta({ description: 'Places in total, 1 to 100,000; on update, not below the places already taken (soldSpace).' }),
  active: boolean()
    .required()
    .default(true)
    .meta({ description: 'Published: false hides the course from the public.' }),
  onlineRegistration: boolean()
    .required()
    .default(true)
    .meta({ description: 'Whether places can be bought online; false hides it from the public catalogue.' }),
  descriptionHtml: string().trim().required(m.descriptionRequired).max(50_000, m.descriptionRequired).meta({
    description:
      'Description as HTML, required, at most 50,000 characters; scripts, styles and event handlers are removed.',
  }),
  headquarterName: input().nullable().optional().meta({ description: 'Name of the venue, at most 50 characters.' }),
  headquarterAddress: string()
    .trim()
    .max(limits.textareaLength, m.maxTextarea)
    .nullable()
    .optional()
    .meta({ description: 'Address of the venue, at most 140 characters.' }),
};

const statusDescription = 'Whether registration is open, closed or the course was cancelled.';

/**
 * The course as the API takes it (CourseInput): the price as Money in whole centavos, the
 * registration state as stored (course_status_id 1 open, 2 cancelled, 3 closed).
 */
export const courseSchema = object({
  ...courseRules,
  investment: mixed<{ cents: number; currency: string }>()
    .required(m.investmentInvalid)
    .test(
      'cents',
      m.investmentInvalid,
      (money) => Number.isSafeInteger(money?.cents) && money!.cents >= 0 && money!.cents <= maxInvestmentCents,
    )
    .meta({ description: 'Price of one place, IVA included: whole centavos, 0 to 1,000,000,000 (ten million pesos).' }),
  status: number()
    .required(m.courseStatusInvalid)
    .oneOf([1, 2, 3], m.courseStatusInvalid)
    .meta({ description: statusDescription }),
});

/** The admin form: the same rules, with the price typed in pesos (up to 2 decimals) and the state by name. */
export const courseFormSchema = object({
  ...courseRules,
  investment: number()
    .typeError(m.investmentInvalid)
    .required(m.investmentInvalid)
    .min(0, m.investmentInvalid)
    .max(maxInvestmentCents / 100, m.investmentInvalid)
    .test(
      'cents',
      m.investmentInvalid,
      (value) => value === undefined || Math.round(value * 100) === Number((value * 100).toFixed(6)),
    )
    .meta({ description: 'Price of one place in pesos, up to 2 decimals, as typed; sent as integer centavos.' }),
  status: string<CourseStatusName>()
    .required(m.courseStatusInvalid)
    .oneOf(courseStatuses, m.courseStatusInvalid)
    .default('REGISTRATION_OPEN')
    .meta({ description: statusDescription }),
});

export type CourseInput = InferType<typeof courseSchema>;
