import { labTimeZone } from '../../../shared/limits';

/** The lab's calendar: days and times of instants are read in Mexico City on every screen. */
const dayInLab = new Intl.DateTimeFormat('en-CA', { timeZone: labTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
const timeInLab = new Intl.DateTimeFormat('en-GB', { timeZone: labTimeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The lab's day (YYYY-MM-DD) of an instant (an ISO timestamp from the server, or a Date); '' when it is not one. */
export function labDayOf(instant: string | Date): string {
  const moment = typeof instant === 'string' ? new Date(instant) : instant;
  return Number.isNaN(moment.getTime()) ? '' : dayInLab.format(moment);
}

/** Today in Mexico City as YYYY-MM-DD. */
export const labToday = (now = new Date()) => labDayOf(now);

/** The lab's time of day (HH:MM, 24 h) of an instant, as the chat shows when a message was sent. */
export function labTimeOf(instant: string): string {
  const moment = new Date(instant);
  return Number.isNaN(moment.getTime()) ? '' : timeInLab.format(moment);
}
