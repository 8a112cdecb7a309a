import { boolean, number, object, string, type InferType } from 'yup';
import { limits } from '../limits.js';
import { messages as m } from '../messages.js';

const input = () => string().trim().max(limits.courseInputLength, m.maxCourseInput);

/** The course form of the administration (SPEC point 3, course form length 50). */
export const courseSchema = object({
  name: input().required(m.courseNameRequired),
  subtopic: string().trim().max(limits.textareaLength, m.maxTextarea).nullable().optional(),
  date: string().trim().required(m.courseDateRequired).matches(/^\d{4}-\d{2}-\d{2}$/, m.courseDateRequired),
  time: input().nullable().optional(),
  investment: number().typeError(m.investmentInvalid).required(m.investmentInvalid).min(0, m.investmentInvalid)
    .max(10_000_000, m.investmentInvalid)
    .test('cents', m.investmentInvalid, (value) => value === undefined || Math.round(value * 100) === Number((value * 100).toFixed(6))),
  quota: number().typeError(m.quotaInvalid).required(m.quotaInvalid).integer(m.quotaInvalid).min(1, m.quotaInvalid).max(100_000, m.quotaInvalid),
  status: boolean().required(),
  onlineRegistration: boolean().required(),
  descriptionHtml: string().trim().required(m.descriptionRequired).max(50_000, m.descriptionRequired),
  courseStatusId: number().required(m.courseStatusInvalid).oneOf([1, 2, 3], m.courseStatusInvalid),
  headquarterName: input().nullable().optional(),
  headquarterAddress: string().trim().max(limits.textareaLength, m.maxTextarea).nullable().optional(),
});

export type CourseInput = InferType<typeof courseSchema>;
