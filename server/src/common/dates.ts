/** The lab's time zone: course dates and "today" are read in Mexico City. */
export const labTimeZone = 'America/Mexico_City';

/** Today's date in the lab's time zone, as YYYY-MM-DD. */
export function todayInLab(now = new Date()): string {
  return dayFormat.format(now);
}

// Building an Intl formatter costs far more than using one: keep one.
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: labTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
