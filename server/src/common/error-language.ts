import type { GraphQLFormattedError } from 'graphql';
import { spacesAvailablePattern } from '../../../shared/messages.js';
import { isCatalogued, translator, type Translator } from './translations.js';

/** The catalogue entry of shared/messages.ts's spacesAvailableMessage, with its placeholder. */
const spacesAvailableSource = /*i18n*/ 'Lugares disponibles: {available}';

/** A message for people in the caller's language, and the key it is known by in every language. */
export type LocalizedMessage = { message: string; messageKey?: string };

/**
 * A server message in `tr`'s language. Its key is its Spanish source text, the msgid of the
 * catalogues (client/src/locales/*.po): one id for the server, the portal and the app, which can
 * look every language's words up by it. Text outside the catalogues (graphql's own words about a
 * document) is answered as it is, with no key.
 */
export function localizeMessage(text: string, tr: Translator): LocalizedMessage {
  const spaces = spacesAvailablePattern.exec(text);
  if (spaces) {
    return {
      message: tr.t(spacesAvailableSource, { available: Number(spaces[1]) }),
      messageKey: spacesAvailableSource,
    };
  }
  if (!isCatalogued(text)) return { message: text };
  return { message: tr.t(text), messageKey: text };
}

/** Every message of a form's `fields` (by field) in `tr`'s language. */
function localizeFields(fields: unknown, tr: Translator): unknown {
  if (!fields || typeof fields !== 'object') return fields;
  return Object.fromEntries(
    Object.entries(fields).map(([field, text]) => [
      field,
      typeof text === 'string' ? localizeMessage(text, tr).message : text,
    ]),
  );
}

/** The extensions of an error told in `tr`'s language: the key beside the code, `fields` translated. */
function localizeExtensions(extensions: Record<string, unknown>, messageKey: string | undefined, tr: Translator) {
  const { code, fields, ...rest } = extensions;
  return {
    ...(code === undefined ? {} : { code }),
    ...(messageKey ? { messageKey } : {}),
    ...rest,
    ...(fields === undefined ? {} : { fields: localizeFields(fields, tr) }),
  };
}

/** A GraphQL error in the caller's language, with `extensions.messageKey`. */
export function localizeGraphqlError(error: GraphQLFormattedError, tr: Translator): GraphQLFormattedError {
  const { message, messageKey } = localizeMessage(error.message, tr);
  return { ...error, message, extensions: localizeExtensions(error.extensions ?? {}, messageKey, tr) };
}

/** A REST error answer `{ message, code, … }` in the caller's language, with `messageKey` beside the code. */
export function localizeErrorBody(
  body: { message: string } & Record<string, unknown>,
  tr: Translator,
): { message: string } & Record<string, unknown> {
  const { message: text, ...extensions } = body;
  const { message, messageKey } = localizeMessage(text, tr);
  return { message, ...localizeExtensions(extensions, messageKey, tr) };
}

/**
 * A GraphQL answer as JSON text with its errors in the caller's language (`locale` is asked only
 * then); an answer without errors comes back untouched and unparsed.
 */
export async function localizeGraphqlAnswer(body: string, locale: () => Promise<string>): Promise<string> {
  // An error list serialises as `"errors":[`; inside a string value its quotes would be escaped.
  if (!body.includes('"errors":[')) return body;
  const answer = JSON.parse(body) as { errors?: GraphQLFormattedError[] };
  if (!Array.isArray(answer.errors)) return body;
  const tr = translator(await locale());
  const localized = { ...answer, errors: answer.errors.map((error) => localizeGraphqlError(error, tr)) };
  return JSON.stringify(localized) + (body.endsWith('\n') ? '\n' : '');
}
