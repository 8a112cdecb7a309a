import { expiryChoices, newStudySchema } from '../../../../shared/validation/study';
import type { StudyCardFieldsFragment, StudyChangesInput } from '../../gql/graphql';
import { labToday } from '../../shell/format/lab-time';
import { emptyValuesOf, fieldPathsOf, valuesOf, type FormValues } from '../../shell/forms/schema-values';
import { apiStudyStatusOf, studyStatusOf } from './study-labels';

/** "Vence en": days from today, "never", or (when editing) "keep" the current expiry. */
export type ExpiryValue = 'keep' | 'never' | `${(typeof expiryChoices)[number]}`;

/** The shared rules and messages (shared/validation/study.ts) for the fields the form shows. */
export const studyValuesSchema = newStudySchema.pick([
  'studyTypeId',
  'studyDate',
  'status',
  'groupIds',
  'notes',
  'branchOfficeId',
]);
export const newStudyValuesSchema = newStudySchema.pick(['patientId', ...fieldPathsOf(studyValuesSchema)]);

/** The study's data as the form holds it: the shared schema's fields (ids as strings, "" when none), and "Vence en". */
export type StudyValues = FormValues<typeof studyValuesSchema> & { expiry: ExpiryValue };

/** Field names the server may name in extensions.field. */
export const studyFieldPaths = fieldPathsOf(newStudyValuesSchema);

/** A new study's form: the schema's defaults, taken today; "Vence en" starts at the lab's default expiry (appSettings), null: never. */
export const emptyStudyValues = (defaultExpiryDays: number | null): StudyValues => ({
  ...emptyValuesOf(studyValuesSchema),
  studyDate: labToday(),
  expiry: defaultExpiryDays === null ? 'never' : (String(defaultExpiryDays) as ExpiryValue),
});

/** A saved study in the edit form; its expiry stays as it is unless another choice is made. */
export function toStudyValues(study: StudyCardFieldsFragment): StudyValues {
  return {
    ...valuesOf(studyValuesSchema, study),
    studyTypeId: study.studyType.id,
    status: studyStatusOf(study.status),
    expiry: 'keep',
    groupIds: study.groups.map((group) => group.id),
    branchOfficeId: study.branchOffice?.id ?? '',
  };
}

/** The API input; "keep" leaves expiresInDays out, which keeps the current expiry. */
export function toStudyInput(values: StudyValues): StudyChangesInput {
  return {
    studyTypeId: values.studyTypeId,
    studyDate: values.studyDate,
    status: apiStudyStatusOf(values.status),
    groupIds: values.groupIds,
    notes: values.notes.trim() === '' ? null : values.notes.trim(),
    branchOfficeId: values.branchOfficeId || null,
    ...(values.expiry === 'keep' ? {} : { expiresInDays: values.expiry === 'never' ? null : Number(values.expiry) }),
  };
}
