import { boolean, mixed, number, object, string, type InferType } from 'yup';
import { limits } from '../limits.js';
import { messages as m } from '../messages.js';

const input = () => string().trim().max(limits.courseInputLength, m.maxCourseInput);

/** The highest price per place: ten million pesos, in centavos (fits a 32-bit integer). */
export const maxInvestmentCents = 1_000_000_000;

/** The course states of the API (CourseStatus), in the form's order. */
export const courseStatuses = ['REGISTRATION_OPEN', 'CANCELLED', 'REGISTRATION_CLOSED'] as const;
export type CourseStatusName = (typeof courseStatuses)[number];

/** The rules the course form and the API apply alike (SPEC point 3, course form length 50). */
const courseRules = {
  name: input().required(m.courseNameRequired),
  subtopic: string().trim().max(limits.textareaLength, m.maxTextarea).nullable().optional(),
  date: string()
    .trim()
    .required(m.courseDateRequired)
    .matches(/^\d{4}-\d{2}-\d{2}$/, m.courseDateRequired),
  time: input().nullable().optional(),
  quota: number()
    .typeError(m.quotaInvalid)
    .required(m.quotaInvalid)
    .integer(m.quotaInvalid)
    .min(1, m.quotaInvalid)
    .max(100_000, m.quotaInvalid),
  active: boolean().required(),
  onlineRegistration: boolean().required(),
  descriptionHtml: string().trim().required(m.descriptionRequired).max(50_000, m.descriptionRequired),
  headquarterName: input().nullable().optional(),
  headquarterAddress: string().trim().max(limits.textareaLength, m.maxTextarea).nullable().optional(),
};

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
    ),
  status: number().required(m.courseStatusInvalid).oneOf([1, 2, 3], m.courseStatusInvalid),
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
    ),
  status: string<CourseStatusName>().required(m.courseStatusInvalid).oneOf(courseStatuses, m.courseStatusInvalid),
});

export type CourseInput = InferType<typeof courseSchema>;
