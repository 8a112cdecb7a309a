import { mixed } from 'yup';
import { appContentMessages } from '../../../../shared/messages/app-content';
import { generalMessages } from '../../../../shared/messages/general';
import { translateServerMessage } from '../../i18n/server-messages';

/** What the server takes for app content images (it sniffs the bytes again). */
export const appImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Why a chosen file may not go (its type or size), in the user's language, or null. */
export function appImageProblem(file: File, limitMb: number): string | null {
  if (!(appImageTypes as readonly string[]).includes(file.type))
    return translateServerMessage(appContentMessages.appImageInvalid);
  if (file.size > limitMb * 1024 * 1024) return translateServerMessage(generalMessages.fileTooLarge);
  return null;
}

/**
 * The form's rule for its image field (a File chosen in this form, or null): a new item must
 * have one; an item that has one keeps it when none is chosen.
 */
export const appImageRule = (required: boolean) =>
  mixed<File>()
    .nullable()
    .test('required', appContentMessages.appImageRequired, (file) => !required || Boolean(file));
