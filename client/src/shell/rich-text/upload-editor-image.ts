import { msg } from '@lingui/core/macro';
import { courseAdminMessages } from '../../../../shared/messages/course-admin';
import { generalMessages } from '../../../../shared/messages/general';
import { apiFetch } from '../../api/headers';
import { i18n } from '../../i18n/i18n';
import { translateServerError, translateServerMessage } from '../../i18n/server-messages';

export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * Checks an image before it is sent: JPG, PNG, GIF or WebP within the size limit. Returns the
 * message to show (the server's own texts, which it checks again), or null when it may go.
 */
export function imageProblem(file: File, limitMb: number): string | null {
  if (!acceptedImageTypes.includes(file.type)) return translateServerMessage(courseAdminMessages.imageInvalid);
  if (file.size > limitMb * 1024 * 1024) return translateServerMessage(generalMessages.fileTooLarge);
  return null;
}

/** Uploads an image of a rich-text description (SPEC point 7: POST /study-groups/upload, field "file"). */
export async function uploadEditorImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await apiFetch('/study-groups/upload', { method: 'POST', body });
  } catch {
    throw new Error(i18n._(msg`No fue posible conectar con el servidor. Inténtalo de nuevo.`));
  }
  const payload = (await response.json().catch(() => null)) as {
    url?: unknown;
    message?: unknown;
    messageKey?: string;
  } | null;
  if (response.ok && typeof payload?.url === 'string') return payload.url;
  const serverMessage =
    typeof payload?.message === 'string' ? translateServerError({ ...payload, message: payload.message }) : '';
  throw new Error(serverMessage || i18n._(msg`No fue posible subir la imagen.`));
}
