import { expiryChoices, newStudySchema } from '../../../../shared/validation/study';
import type { StudyCardFieldsFragment, StudyChangesInput } from '../../gql/graphql';
import { labToday } from '../../shell/format/lab-time';
import { apiStudyStatusOf, studyStatusOf, type StudyStatus } from './study-labels';

/** "Vence en": days from today, "never", or (when editing) "keep" the current expiry. */
export type ExpiryValue = 'keep' | 'never' | `${(typeof expiryChoices)[number]}`;

/** The study's data as the form holds it (ids and choices as strings). */
export type StudyValues = {
  studyTypeId: string;
  studyDate: string;
  status: StudyStatus;
  expiry: ExpiryValue;
  groupIds: string[];
  notes: string;
  /** "" when none. */
  branchOfficeId: string;
};

/** Field names the server may name in extensions.field. */
export const studyFieldPaths: readonly string[] = [
  'patientId',
  'studyTypeId',
  'studyDate',
  'status',
  'groupIds',
  'notes',
  'branchOfficeId',
];

/** The shared rules and messages (shared/validation/study.ts) for the fields the form shows. */
export const studyValuesSchema = newStudySchema.pick([
  'studyTypeId',
  'studyDate',
  'status',
  'groupIds',
  'notes',
  'branchOfficeId',
]);
export const newStudyValuesSchema = newStudySchema.pick([
  'patientId',
  'studyTypeId',
  'studyDate',
  'status',
  'groupIds',
  'notes',
  'branchOfficeId',
]);

/** A new study's form; "Vence en" starts at the lab's default expiry (appSettings), null: never. */
export const emptyStudyValues = (defaultExpiryDays: number | null): StudyValues => ({
  studyTypeId: '',
  studyDate: labToday(),
  status: 'completed',
  expiry: defaultExpiryDays === null ? 'never' : (String(defaultExpiryDays) as ExpiryValue),
  groupIds: [],
  notes: '',
  branchOfficeId: '',
});

/** A saved study in the edit form; its expiry stays as it is unless another choice is made. */
export function toStudyValues(study: StudyCardFieldsFragment): StudyValues {
  return {
    studyTypeId: study.studyType.id,
    studyDate: study.studyDate,
    status: studyStatusOf(study.status),
    expiry: 'keep',
    groupIds: study.groups.map((group) => group.id),
    notes: study.notes ?? '',
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
