import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { labToday } from '../shell/lab-time';

function parseDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

function dayBefore(day: string): string {
  const date = parseDay(day);
  return date ? new Date(date.getTime() - 86_400_000).toISOString().slice(0, 10) : '';
}

/**
 * A lab day (YYYY-MM-DD) for people: Hoy, Ayer, or the date in the interface language; `long`
 * for the separators of the conversation, `short` for the chat list.
 */
export function formatChatDay(i18n: I18n, day: string, style: 'long' | 'short', today = labToday()): string {
  if (day === today) return i18n._(msg`Hoy`);
  if (day === dayBefore(today)) return i18n._(msg`Ayer`);
  const date = parseDay(day);
  if (!date) return day;
  const options: Intl.DateTimeFormatOptions = style === 'long'
    ? { dateStyle: 'full', timeZone: 'UTC' }
    : { day: 'numeric', month: 'short', timeZone: 'UTC', ...(day.slice(0, 4) !== today.slice(0, 4) && { year: 'numeric' }) };
  return new Intl.DateTimeFormat(i18n.locale, options).format(date);
}

/** Up to two initials of a name, for the avatar. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
