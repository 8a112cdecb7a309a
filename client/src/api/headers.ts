import { i18n } from '@lingui/core';
import { authorizationHeader } from '../session/stored-user';

/**
 * Headers every API call sends (SPEC point 7), and the language in use: the server writes a
 * visitor's course registration emails in it, and a sign-in makes it the user's email language.
 */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
  if (i18n.locale) headers['Accept-Language'] = i18n.locale;
  const authorization = authorizationHeader();
  if (authorization) headers.Authorization = authorization;
  return headers;
}

/** fetch for the REST endpoints with the shared headers. */
export function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(path, {
    ...init,
    headers: { ...apiHeaders(), ...(init.headers as Record<string, string> | undefined) },
    referrerPolicy: 'same-origin',
  });
}
