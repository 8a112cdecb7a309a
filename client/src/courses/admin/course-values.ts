import { courseFormSchema as sharedCourseFormSchema } from '../../../../shared/validation/course';
import { emptyValuesOf, fieldPathsOf, inputOf, valuesOf, type FormValues } from '../../shell/forms/schema-values';
import type { AdminCourseFieldsFragment, CourseInput } from '../../gql/graphql';

/** The same rules and messages the server applies (shared/validation/course.ts), the price in pesos. */
export const courseFormSchema = sharedCourseFormSchema;

/** Form state: the fields of the shared form schema, text inputs holding strings ('' when empty). */
export type CourseValues = FormValues<typeof courseFormSchema>;

/** Field names the server may name in extensions.field (the CourseInput fields). */
export const courseFieldPaths = fieldPathsOf(courseFormSchema);

export const emptyCourseValues: CourseValues = emptyValuesOf(courseFormSchema);

export function toCourseValues(course: AdminCourseFieldsFragment): CourseValues {
  return {
    ...valuesOf(courseFormSchema, course),
    investment: (course.investment.cents / 100).toFixed(2),
  };
}

export function toCourseInput(values: CourseValues): CourseInput {
  const input = inputOf(courseFormSchema, values);
  return { ...input, investment: { cents: Math.round(input.investment * 100), currency: 'MXN' } };
}
