/** Whether a YYYY-MM-DD text is a day of the calendar (no 2025-02-30), in the years 1900 to 2999. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < 1900 || year > 2999) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * A calendar day (YYYY-MM-DD) in a language, with the fields of `style`; `{ dateStyle: 'full' }`
 * is the long date of the UI and the emails ("domingo, 13 de diciembre de 2026" in Spanish). Any
 * other text comes back as it is. One formatter for the portal and the server's emails.
 */
export function formatCalendarDay(day: string, locale: string, style: Intl.DateTimeFormatOptions): string {
  const date = new Date(`${day}T00:00:00Z`);
  // Read at midnight UTC and written in UTC: no time zone moves the day.
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(locale, { ...style, timeZone: 'UTC' }).format(date);
}

/** The long date of a calendar day, as the course pages and the registration email write it. */
export const formatLongDay = (day: string, locale: string) => formatCalendarDay(day, locale, { dateStyle: 'full' });
