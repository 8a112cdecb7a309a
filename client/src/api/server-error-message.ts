import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n/i18n';
import { translateServerError } from '../i18n/server-messages';
import { apiErrorsOf } from './api-errors';

/**
 * Translated first message of an API error, for places without a form. Apart from
 * graphql-errors.ts (the forms' reading of field errors), so that a page without a form, such as
 * a share link's, downloads only this.
 */
export function serverErrorMessage(error: unknown): string {
  const errors = apiErrorsOf(error);
  if (!errors) return i18n._(msg`No fue posible conectar con el servidor. Inténtalo de nuevo.`);
  for (const apiError of errors) {
    const text = translateServerError(apiError);
    if (text) return text;
  }
  return '';
}
