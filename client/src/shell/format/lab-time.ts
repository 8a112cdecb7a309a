import { labTimeZone } from '../../../../shared/limits';

/**
 * Dates as the lab reads them: an instant (an ISO timestamp from the server) on the lab's calendar
 * in Mexico City, a calendar day (YYYY-MM-DD: a birth date, a study date) as it is, in the lab's
 * dd/mm/yyyy form. Days written out in the user's language are in locale-format.ts.
 */

const dayInLab = new Intl.DateTimeFormat('en-CA', {
  timeZone: labTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeInLab = new Intl.DateTimeFormat('en-GB', {
  timeZone: labTimeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const instantOf = (instant: string | Date) => (typeof instant === 'string' ? new Date(instant) : instant);

/** The lab's day (YYYY-MM-DD) of an instant (an ISO timestamp from the server, or a Date); '' when it is not one. */
export function labDayOf(instant: string | Date): string {
  const moment = instantOf(instant);
  return Number.isNaN(moment.getTime()) ? '' : dayInLab.format(moment);
}

/** Today in Mexico City as YYYY-MM-DD. */
export const labToday = (now = new Date()) => labDayOf(now);

/** The lab's time of day (HH:MM, 24 h) of an instant, as the chat shows when a message was sent. */
export function labTimeOf(instant: string): string {
  const moment = new Date(instant);
  return Number.isNaN(moment.getTime()) ? '' : timeInLab.format(moment);
}

/** A calendar day (YYYY-MM-DD) as dd/mm/yyyy; any other text comes back as it is. */
export function formatDay(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (day ?? '');
}

/** A calendar day (YYYY-MM-DD) as dd/mm, for chart labels. */
export function formatShortDay(day: string): string {
  return formatDay(day).slice(0, 5);
}

/** An instant as its day in Mexico City, dd/mm/yyyy. */
export function formatLabDay(instant: string): string {
  return formatDay(labDayOf(instant)) || instant;
}

/** An instant as "dd/mm/yyyy hh:mm" in Mexico City. */
export function formatLabMoment(instant: string): string {
  const day = labDayOf(instant);
  return day ? `${formatDay(day)} ${labTimeOf(instant)}` : instant;
}

/** An instant as "YYYY-MM-DD HH:mm" in Mexico City: sortable, and read as a date by spreadsheets. */
export function labTimestamp(instant: string): string {
  const day = labDayOf(instant);
  return day ? `${day} ${labTimeOf(instant)}` : instant;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as date and time in Mexico City, in the locale's short form ("14/11/25, 9:05");
 * `seconds` for logs, where the order of events within a minute matters.
 */
export function formatLabDateTime(instant: string, locale: string, { seconds = false } = {}): string {
  const moment = new Date(instant);
  if (Number.isNaN(moment.getTime())) return instant;
  const key = `${locale}|${seconds}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'short',
      timeStyle: seconds ? 'medium' : 'short',
      timeZone: labTimeZone,
    });
    dateTimeFormats.set(key, format);
  }
  return format.format(moment);
}

/** An instant as the value of a datetime-local input in Mexico City ("YYYY-MM-DDTHH:mm"); '' for none. */
export function labInputOf(instant: string | null | undefined): string {
  if (!instant) return '';
  const day = labDayOf(instant);
  return day ? `${day}T${labTimeOf(instant)}` : '';
}

/** The instant (ISO, UTC) of a datetime-local value read in Mexico City; null when empty or malformed. */
export function instantOfLabInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The lab's wall time of that UTC instant, read as UTC again, tells the lab's offset then.
  const offset = Date.parse(`${labInputOf(new Date(asUtc).toISOString())}:00Z`) - asUtc;
  return new Date(asUtc - offset).toISOString();
}
