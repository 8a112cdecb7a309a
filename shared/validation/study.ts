import { boolean, array, type InferType, mixed, number, object, string } from 'yup';
import { limits } from '../limits.js';
import { courseAdminMessages } from '../messages/course-admin.js';
import { personMessages } from '../messages/person.js';
import { studyMessages } from '../messages/studies.js';

const m = { ...courseAdminMessages, ...personMessages, ...studyMessages };

/** Choices of the "Vence en" field, in days; null means the study never expires. */
export const expiryChoices = [30, 90, 180, 365, 730] as const;
export const maxExpiryDays = 3650;

const id = (message: string) => number().typeError(message).required(message).integer(message).positive(message);
const ids = (message: string) =>
  array(number().typeError(message).integer(message).positive(message).required(message));

/** The study form's fields, each with the one description GraphQL's StudyChangesInput shows. */
const studyFields = {
  studyTypeId: id(m.studyTypeRequired).meta({ description: 'The kind of study, from studyTypes.' }),
  studyDate: string()
    .trim()
    .required(m.studyDateRequired)
    .matches(/^\d{4}-\d{2}-\d{2}$/, m.studyDateRequired)
    .meta({ description: 'The day of the study, "YYYY-MM-DD".' }),
  expiresInDays: number()
    .typeError(m.studyExpiryInvalid)
    .integer(m.studyExpiryInvalid)
    .min(1, m.studyExpiryInvalid)
    .max(maxExpiryDays, m.studyExpiryInvalid)
    .nullable()
    .meta({
      description:
        "Expires this many days from now, 1 to 3650; null: never. Left out: the lab's default on create (appSettings.defaultStudyExpiryDays), unchanged on update.",
    }),
  status: mixed<'in_progress' | 'completed'>()
    .oneOf(['in_progress', 'completed'], m.studyStatusInvalid)
    .default('completed')
    .meta({ description: 'COMPLETED when left out.' }),
  groupIds: ids(m.studyGroupInvalid).default([]).meta({
    description: 'The groups the study belongs to, from studyGroups; they replace the current ones. Left out: none.',
  }),
  notes: string()
    .trim()
    .max(limits.textareaLength, m.maxTextarea)
    .nullable()
    .default(null)
    .meta({ description: 'Notes of the lab, up to 140 characters; null or left out: none.' }),
  branchOfficeId: number()
    .transform((value: number) => (Number.isNaN(value) ? undefined : value))
    .typeError(m.studyBranchOfficeUnknown)
    .integer(m.studyBranchOfficeUnknown)
    .positive(m.studyBranchOfficeUnknown)
    .nullable()
    .meta({
      description:
        'The branch office (sucursal) where it was taken, from branchOffices; null: not recorded. Left out: none on create, unchanged on update. BAD_USER_INPUT when there is no such office.',
    }),
};

/** A new study: the patient, its data and the files uploaded for it beforehand (NewStudyInput's descriptions). */
export const newStudySchema = object({
  patientId: id(m.studyPatientRequired).meta({ description: 'The patient; NOT_FOUND when there is no such patient.' }),
  ...studyFields,
  // Left out: the lab's default expiry (lab settings); null: never.
  expiresInDays: studyFields.expiresInDays.optional(),
  branchOfficeId: studyFields.branchOfficeId.default(null),
  fileIds: ids(m.studyFileMissing)
    .min(1, m.studyFilesRequired)
    .required(m.studyFilesRequired)
    .meta({ description: 'Files uploaded beforehand with POST /studies/uploads.' }),
  // Staff compared the patient of the DICOM files with the portal's and confirm they are the same.
  dicomPatientConfirmed: boolean().default(false).meta({
    description:
      'true: the caller compared the patient recorded in the DICOM files with this patient and confirms they are the same person. Left out or false: when they differ (name or birth date) the study is not saved and CONFLICT answers both sides in extensions.portalPatient and extensions.dicomPatients.',
  }),
});

/** Changes to a study; expiresInDays (branchOfficeId) left out keeps the current expiry (office), null removes it. */
export const studyChangesSchema = object({
  ...studyFields,
  expiresInDays: studyFields.expiresInDays.optional(),
  branchOfficeId: studyFields.branchOfficeId.optional(),
});

export type NewStudy = InferType<typeof newStudySchema>;
export type StudyChanges = InferType<typeof studyChangesSchema>;

/**
 * A study group of /study-groups: its name and rich-text description (images only as media), each
 * with the one description GraphQL's StudyGroupInput shows.
 */
export const studyGroupSchema = object({
  name: string()
    .trim()
    .required(m.nameRequired)
    .max(limits.inputLength, m.maxInput)
    .meta({ description: 'The name, up to 42 characters; required.' }),
  descriptionHtml: string().trim().required(m.descriptionRequired).max(50_000, m.descriptionRequired).meta({
    description:
      'Rich-text description as HTML, up to 50,000 characters; required. Scripts, styles and event handlers are removed when saved.',
  }),
});
