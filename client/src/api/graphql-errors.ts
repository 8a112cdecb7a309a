import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n/i18n';
import { translateServerError } from '../i18n/server-messages';
import { apiErrorsOf } from './api-errors';

export { apiErrorsOf, type ApiError } from './api-errors';
export { serverErrorMessage } from './server-error-message';

export type ServerErrors = {
  /** Nested per field ("doctorData.zipCode" → { doctorData: { zipCode } }, as formik's setErrors takes them), translated. */
  fieldErrors: Record<string, unknown>;
  /** Messages not tied to a form field, translated: show them in the snackbar. */
  general: string[];
  codes: string[];
};

/**
 * Splits an API error into field errors and general messages. `knownFields` are the form's
 * field paths; an error for another field is treated as general.
 */
export function readServerErrors(error: unknown, knownFields: readonly string[] = []): ServerErrors {
  const result: ServerErrors = { fieldErrors: {}, general: [], codes: [] };
  const errors = apiErrorsOf(error);
  if (!errors) {
    result.general.push(i18n._(msg`No fue posible conectar con el servidor. Inténtalo de nuevo.`));
    return result;
  }
  for (const apiError of errors) {
    const text = translateServerError(apiError);
    if (apiError.code) result.codes.push(apiError.code);
    if (apiError.field && knownFields.includes(apiError.field)) {
      setNested(result.fieldErrors, apiError.field, text);
    } else if (text) {
      result.general.push(text);
    }
  }
  return result;
}
/** Sets `value` at the dotted path, making the objects on the way (formik's setIn, without formik). */
function setNested(target: Record<string, unknown>, path: string, value: string) {
  const keys = path.split('.');
  let current = target;
  for (const key of keys.slice(0, -1)) {
    const next = current[key];
    current = (current[key] = next && typeof next === 'object' ? next : {}) as Record<string, unknown>;
  }
  current[keys[keys.length - 1]!] = value;
}
