const labTimeZone = 'America/Mexico_City';

const moment = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: labTimeZone,
});

/** A moment (ISO timestamp) as "dd/mm/yyyy hh:mm" in Mexico City; null when never. */
export function formatSignInMoment(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(moment.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** A birth date (YYYY-MM-DD) as dd/mm/yyyy. */
export function formatDay(date: string | null | undefined): string {
  const match = date ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (date ?? '');
}
