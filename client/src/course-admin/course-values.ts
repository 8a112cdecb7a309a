import { courseSchema } from '../../../shared/validation/course';
import type { AdminCourseFieldsFragment, CourseInputGql } from '../gql/graphql';

/** Form state: text inputs hold strings ('' when empty); yup casts the numbers on validation. */
export type CourseValues = {
  name: string;
  subtopic: string;
  date: string;
  time: string;
  investment: string;
  quota: string;
  status: boolean;
  onlineRegistration: boolean;
  descriptionHtml: string;
  courseStatusId: number;
  headquarterName: string;
  headquarterAddress: string;
};

/** Field names the server may name in extensions.field. */
export const courseFieldPaths: readonly (keyof CourseValues)[] = [
  'name', 'subtopic', 'date', 'time', 'investment', 'quota', 'status', 'onlineRegistration', 'descriptionHtml',
  'courseStatusId', 'headquarterName', 'headquarterAddress',
];

/** The same rules and messages the server applies (shared/validation/course.ts). */
export const courseFormSchema = courseSchema;

export const emptyCourseValues: CourseValues = {
  name: '',
  subtopic: '',
  date: '',
  time: '',
  investment: '',
  quota: '',
  status: true,
  onlineRegistration: true,
  descriptionHtml: '',
  courseStatusId: 1,
  headquarterName: '',
  headquarterAddress: '',
};

export function toCourseValues(course: AdminCourseFieldsFragment): CourseValues {
  return {
    name: course.name,
    subtopic: course.subtopic ?? '',
    date: course.date,
    time: course.time ?? '',
    investment: course.investment.toFixed(2),
    quota: String(course.quota),
    status: course.status,
    onlineRegistration: course.onlineRegistration,
    descriptionHtml: course.descriptionHtml ?? '',
    courseStatusId: course.courseStatusId,
    headquarterName: course.headquarterName ?? '',
    headquarterAddress: course.headquarterAddress ?? '',
  };
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function toCourseInput(values: CourseValues): CourseInputGql {
  return {
    name: values.name.trim(),
    subtopic: orNull(values.subtopic),
    date: values.date,
    time: orNull(values.time),
    investment: Math.round(Number(values.investment) * 100) / 100,
    quota: Number(values.quota),
    status: values.status,
    onlineRegistration: values.onlineRegistration,
    descriptionHtml: values.descriptionHtml,
    courseStatusId: values.courseStatusId,
    headquarterName: orNull(values.headquarterName),
    headquarterAddress: orNull(values.headquarterAddress),
  };
}
