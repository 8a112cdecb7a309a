/** Amounts and dates of the course screens: always MXN, with the active locale's separators. */

const labTimeZone = 'America/Mexico_City';

export function formatMxn(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'MXN',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** A Money amount (integer centavos, always MXN). */
export const formatMoney = (money: { cents: number }, locale: string) => formatMxn(money.cents / 100, locale);

/** A course date (YYYY-MM-DD, a calendar day with no time zone), e.g. "14 nov 2025". */
export function formatCourseDate(date: string, locale: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
}

/** A moment (ISO timestamp) as date and time in Mexico City. */
export function formatLabDateTime(iso: string, locale: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: labTimeZone }).format(moment);
}

/** "YYYY-MM-DD HH:mm" in Mexico City: sortable and read as a date by spreadsheets. */
export function labTimestamp(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: labTimeZone,
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
