import { authorizationHeader } from '../session/stored-user';

/** Headers every API call sends (SPEC point 7). */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
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
