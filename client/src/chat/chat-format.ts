import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { labToday } from '../shell/format/lab-time';
import { formatCalendarDay } from '../shell/format/locale-format';

/** The calendar day before a YYYY-MM-DD day; '' for other text. */
function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : new Date(date.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/**
 * A lab day (YYYY-MM-DD) for people: Hoy, Ayer, or the date in the interface language; `long`
 * for the separators of the conversation, `short` for the chat list.
 */
export function formatChatDay(i18n: I18n, day: string, style: 'long' | 'short', today = labToday()): string {
  if (day === today) return i18n._(msg`Hoy`);
  if (day === dayBefore(today)) return i18n._(msg`Ayer`);
  if (style === 'long') return formatCalendarDay(day, i18n.locale, { dateStyle: 'full' });
  const sameYear = day.slice(0, 4) === today.slice(0, 4);
  return formatCalendarDay(day, i18n.locale, { day: 'numeric', month: 'short', ...(!sameYear && { year: 'numeric' }) });
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
