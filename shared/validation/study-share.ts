import { boolean, type InferType, number, object, string } from 'yup';
import { studyShareMessages as m } from '../messages/study-shares.js';
import { emailRule } from './profile.js';
import { sharePinPattern } from './share-pin.js';

/** How long a share link may stay open, in days, and how long when the creator does not say. */
export const shareDays = { min: 1, max: 30, default: 7 } as const;

export { sharePinPattern } from './share-pin.js';

/** The "Compartir" form, on both sides; each option with the one description GraphQL's NewStudyShareInput shows. */
export const studyShareSchema = object({
  days: number()
    .typeError(m.shareDaysInvalid)
    .integer(m.shareDaysInvalid)
    .min(shareDays.min, m.shareDaysInvalid)
    .max(shareDays.max, m.shareDaysInvalid)
    .default(shareDays.default)
    .meta({ description: 'Days the link opens, 1 to 30 (default 7); BAD_USER_INPUT (field days) otherwise.' }),
  withPin: boolean()
    .default(false)
    .meta({ description: 'true: the link asks for a 6-digit PIN, answered once in `pin`.' }),
  allowDownload: boolean().default(false).meta({
    description: 'true: the recipient may download the study as a ZIP (with a DICOMDIR for its DICOM images).',
  }),
});
export type StudyShareValues = InferType<typeof studyShareSchema>;

/** "Enviar por correo": the recipient's address. */
export const studyShareEmailSchema = object({ email: emailRule() });

export const sharePinSchema = object({
  pin: string().trim().required(m.sharePinInvalid).matches(sharePinPattern, m.sharePinInvalid),
});
