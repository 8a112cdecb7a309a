import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { msg } from '@lingui/core/macro';
import { setIn } from 'formik';
import { i18n } from '../i18n/i18n';
import { translateServerMessage } from '../i18n/server-messages';

/** The parts of a GraphQL error the client reads (message and extensions.code / .field). */
export type ApiError = { message: string; code?: string; field?: string };

export type ServerErrors = {
  /** Nested per formik (field "doctorData.zipCode" → { doctorData: { zipCode } }), translated. */
  fieldErrors: Record<string, unknown>;
  /** Messages not tied to a form field, translated: show them in the snackbar. */
  general: string[];
  codes: string[];
};

function fromExtensions(message: string, extensions: Record<string, unknown> | undefined): ApiError {
  const code = extensions?.code;
  const field = extensions?.field;
  return {
    message,
    code: typeof code === 'string' ? code : undefined,
    field: typeof field === 'string' ? field : undefined,
  };
}

/**
 * GraphQL errors of a failed operation. A non-2xx answer sent as plain JSON arrives as a
 * ServerError whose body still holds the GraphQL errors; null when there is no such body.
 */
export function apiErrorsOf(error: unknown): ApiError[] | null {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((e) => fromExtensions(e.message, e.extensions));
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { message?: unknown; extensions?: Record<string, unknown> }[] };
      if (Array.isArray(body.errors)) {
        return body.errors.map((e) => fromExtensions(typeof e.message === 'string' ? e.message : '', e.extensions));
      }
    } catch {
      // Not a GraphQL body.
    }
    if (error.statusCode === 401) return [{ message: '', code: 'UNAUTHENTICATED' }];
  }
  return null;
}

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
    const text = translateServerMessage(apiError.message);
    if (apiError.code) result.codes.push(apiError.code);
    if (apiError.field && knownFields.includes(apiError.field)) {
      result.fieldErrors = setIn(result.fieldErrors, apiError.field, text);
    } else if (text) {
      result.general.push(text);
    }
  }
  return result;
}

/** Translated first message of an API error, for places without a form. */
export function serverErrorMessage(error: unknown): string {
  const { general, fieldErrors } = readServerErrors(error);
  return general[0] ?? firstLeaf(fieldErrors) ?? '';
}

function firstLeaf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) {
      const leaf = firstLeaf(child);
      if (leaf) return leaf;
    }
  }
  return undefined;
}
