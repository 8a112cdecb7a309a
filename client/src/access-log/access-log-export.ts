import { msg } from '@lingui/core/macro';
import { apiFetch } from '../api/headers';
import type { ClinicalAccessFilter } from '../gql/graphql';
import { i18n } from '../i18n/i18n';
import { translateServerMessage } from '../i18n/server-messages';
import { saveFile } from '../shell/save-file';
import { csvQuery } from './access-log-filter';

/**
 * Downloads the access log CSV of the filter (GET /access-log.csv with the session's bearer header)
 * and saves it under the server's file name. Fails with the server's message, translated.
 */
export async function downloadAccessLogCsv(filter: ClinicalAccessFilter): Promise<void> {
  const response = await apiFetch(`/access-log.csv${csvQuery(filter)}`);
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? translateServerMessage(body.message) : '';
    throw new Error(message || i18n._(msg`No fue posible descargar el archivo.`));
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'registro-de-accesos.csv';
  saveFile(await response.blob(), name);
}
