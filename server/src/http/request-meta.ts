import type { IncomingHttpHeaders } from 'node:http';
import { localeFromAcceptLanguage } from '../../../shared/locales.js';
import type { RequestMeta } from '../deps.js';

/**
 * Where a request came from and the language it asks for: its Accept-Language, which the portal
 * sets to the language chosen in it, and the mobile app or a browser to the device's.
 */
export function requestMeta(ip: string, headers: IncomingHttpHeaders): RequestMeta {
  return { ip, userAgent: headers['user-agent'], locale: localeFromAcceptLanguage(headers['accept-language']) };
}
