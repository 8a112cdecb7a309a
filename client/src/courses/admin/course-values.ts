import { courseFormSchema as sharedCourseFormSchema } from '../../../../shared/validation/course';
import type { AdminCourseFieldsFragment, CourseInput, CourseStatus } from '../../gql/graphql';

/** Form state: text inputs hold strings ('' when empty); yup casts the numbers on validation. */
export type CourseValues = {
  name: string;
  subtopic: string;
  date: string;
  time: string;
  /** Pesos with up to 2 decimals, as typed; sent as integer centavos. */
  investment: string;
  quota: string;
  active: boolean;
  onlineRegistration: boolean;
  descriptionHtml: string;
  status: CourseStatus;
  headquarterName: string;
  headquarterAddress: string;
};

/** Field names the server may name in extensions.field (the CourseInput fields). */
export const courseFieldPaths: readonly (keyof CourseValues)[] = [
  'name',
  'subtopic',
  'date',
  'time',
  'investment',
  'quota',
  'active',
  'onlineRegistration',
  'descriptionHtml',
  'status',
  'headquarterName',
  'headquarterAddress',
];

/** The same rules and messages the server applies (shared/validation/course.ts), the price in pesos. */
export const courseFormSchema = sharedCourseFormSchema;

export const emptyCourseValues: CourseValues = {
  name: '',
  subtopic: '',
  date: '',
  time: '',
  investment: '',
  quota: '',
  active: true,
  onlineRegistration: true,
  descriptionHtml: '',
  status: 'REGISTRATION_OPEN',
  headquarterName: '',
  headquarterAddress: '',
};

export function toCourseValues(course: AdminCourseFieldsFragment): CourseValues {
  return {
    name: course.name,
    subtopic: course.subtopic ?? '',
    date: course.date,
    time: course.time ?? '',
    investment: (course.investment.cents / 100).toFixed(2),
    quota: String(course.quota),
    active: course.active,
    onlineRegistration: course.onlineRegistration,
    descriptionHtml: course.descriptionHtml ?? '',
    status: course.status,
    headquarterName: course.headquarterName ?? '',
    headquarterAddress: course.headquarterAddress ?? '',
  };
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function toCourseInput(values: CourseValues): CourseInput {
  return {
    name: values.name.trim(),
    subtopic: orNull(values.subtopic),
    date: values.date,
    time: orNull(values.time),
    investment: { cents: Math.round(Number(values.investment) * 100), currency: 'MXN' },
    quota: Number(values.quota),
    active: values.active,
    onlineRegistration: values.onlineRegistration,
    descriptionHtml: values.descriptionHtml,
    status: values.status,
    headquarterName: orNull(values.headquarterName),
    headquarterAddress: orNull(values.headquarterAddress),
  };
}
