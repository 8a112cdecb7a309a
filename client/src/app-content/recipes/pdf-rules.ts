import { mixed } from 'yup';
import { appContentMessages } from '../../../../shared/messages/app-content';
import { generalMessages } from '../../../../shared/messages/general';
import { translateServerMessage } from '../../i18n/server-messages';

/** What the server takes for a recipe document (it sniffs the bytes again). */
export const pdfTypes = ['application/pdf'] as const;

/** Why a chosen file may not go (its type or size), in the user's language, or null. */
export function pdfProblem(file: File, limitMb: number): string | null {
  if (!(pdfTypes as readonly string[]).includes(file.type))
    return translateServerMessage(appContentMessages.pdfInvalid);
  if (file.size > limitMb * 1024 * 1024) return translateServerMessage(generalMessages.fileTooLarge);
  return null;
}

/** The form's rule for the PDF (a File chosen in this form, or null): a new recipe must have one. */
export const pdfRule = (required: boolean) =>
  mixed<File>()
    .nullable()
    .test('required', appContentMessages.pdfRequired, (file) => !required || Boolean(file));
