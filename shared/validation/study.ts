import { boolean, array, type InferType, mixed, number, object, string } from 'yup';
import { limits } from '../limits.js';
import { messages as m } from '../messages.js';

/** Choices of the "Vence en" field, in days; null means the study never expires. */
export const expiryChoices = [30, 90, 180, 365, 730] as const;
export const maxExpiryDays = 3650;

const id = (message: string) => number().typeError(message).required(message).integer(message).positive(message);
const ids = (message: string) =>
  array(number().typeError(message).integer(message).positive(message).required(message));

const studyFields = {
  studyTypeId: id(m.studyTypeRequired),
  studyDate: string()
    .trim()
    .required(m.studyDateRequired)
    .matches(/^\d{4}-\d{2}-\d{2}$/, m.studyDateRequired),
  expiresInDays: number()
    .typeError(m.studyExpiryInvalid)
    .integer(m.studyExpiryInvalid)
    .min(1, m.studyExpiryInvalid)
    .max(maxExpiryDays, m.studyExpiryInvalid)
    .nullable(),
  status: mixed<'in_progress' | 'completed'>()
    .oneOf(['in_progress', 'completed'], m.studyStatusInvalid)
    .default('completed'),
  groupIds: ids(m.studyGroupInvalid).default([]),
  notes: string().trim().max(limits.textareaLength, m.maxTextarea).nullable().default(null),
  branchOfficeId: number()
    .transform((value: number) => (Number.isNaN(value) ? undefined : value))
    .typeError(m.studyBranchOfficeUnknown)
    .integer(m.studyBranchOfficeUnknown)
    .positive(m.studyBranchOfficeUnknown)
    .nullable(),
};

/** A new study: the patient, its data and the files uploaded for it beforehand. */
export const newStudySchema = object({
  patientId: id(m.studyPatientRequired),
  ...studyFields,
  // Left out: the lab's default expiry (lab settings); null: never.
  expiresInDays: studyFields.expiresInDays.optional(),
  branchOfficeId: studyFields.branchOfficeId.default(null),
  fileIds: ids(m.studyFileMissing).min(1, m.studyFilesRequired).required(m.studyFilesRequired),
  // Staff compared the patient of the DICOM files with the portal's and confirm they are the same.
  dicomPatientConfirmed: boolean().default(false),
});

/** Changes to a study; expiresInDays (branchOfficeId) left out keeps the current expiry (office), null removes it. */
export const studyChangesSchema = object({
  ...studyFields,
  expiresInDays: studyFields.expiresInDays.optional(),
  branchOfficeId: studyFields.branchOfficeId.optional(),
});

export type NewStudy = InferType<typeof newStudySchema>;
export type StudyChanges = InferType<typeof studyChangesSchema>;

/** A study group of /study-groups: its name and rich-text description (images only as media). */
export const studyGroupSchema = object({
  name: string().trim().required(m.nameRequired).max(limits.inputLength, m.maxInput),
  descriptionHtml: string().trim().required(m.descriptionRequired).max(50_000, m.descriptionRequired),
});
