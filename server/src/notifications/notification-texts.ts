import { translator } from '../common/translations.js';
import type { NotificationRow } from './notifications.tables.js';

const texts = {
  resultReadyTitle: /*i18n*/ 'Tu resultado está listo',
  resultReadyBody: /*i18n*/ 'Tu estudio {study} ya está disponible. Tócalo para verlo.',
};

/**
 * What a notification says in a locale. The administrator's are shown as written; the lab's own
 * ("your result is ready") are written in the reader's language.
 */
export function notificationText(
  row: Pick<NotificationRow, 'kind' | 'title' | 'body' | 'data'>,
  locale: string | null | undefined,
): { title: string | null; body: string } {
  if (row.kind === 'RESULT_READY') {
    const tr = translator(locale);
    return {
      title: tr.t(texts.resultReadyTitle),
      body: tr.t(texts.resultReadyBody, { study: row.data.studyName ?? '' }),
    };
  }
  return { title: row.title, body: row.body };
}

/** The data a push carries to the app: which notification, what kind, and what it opens. */
export function pushData(row: Pick<NotificationRow, 'id' | 'kind' | 'data'>): Record<string, string> {
  const { studyName: _name, ...rest } = row.data;
  return { notificationId: String(row.id), kind: row.kind, ...rest };
}
