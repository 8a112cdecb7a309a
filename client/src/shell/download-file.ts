import { msg } from '@lingui/core/macro';
import { apiFetch } from '../api/headers';
import { i18n } from '../i18n/i18n';
import { translateServerError } from '../i18n/server-messages';
import { saveFile } from './save-file';

/**
 * Downloads a file of the API (GET `path` with the session's bearer header) and saves it under
 * the server's file name, or `fallbackName`. Fails with the server's message, translated.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await apiFetch(path);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown; messageKey?: string } | null;
    const message = typeof body?.message === 'string' ? translateServerError({ ...body, message: body.message }) : '';
    throw new Error(message || i18n._(msg`No fue posible descargar el archivo.`));
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveFile(await response.blob(), name);
}
