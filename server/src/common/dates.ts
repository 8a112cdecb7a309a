/** The lab's time zone: course dates and "today" are read in Mexico City. */
export const labTimeZone = 'America/Mexico_City';

/** Today's date in the lab's time zone, as YYYY-MM-DD. */
export function todayInLab(now?: Date): string {
  if (now) return dayFormat.format(now);
  // Asked on every catalogue request: format at most once a second.
  const second = Math.floor(Date.now() / 1000);
  if (second !== lastSecond) {
    lastSecond = second;
    lastToday = dayFormat.format(new Date());
  }
  return lastToday;
}
let lastSecond = -1;
let lastToday = '';

// Building an Intl formatter costs far more than using one: keep one.
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: labTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
