import { array, number, object, string, type InferType } from 'yup';
import { personMessages } from '../messages/person.js';
import { studyMessages } from '../messages/studies.js';
import { portalMessages as pm } from '../portal-messages.js';
import { daysBetween, daysInOrder, optionalDay } from './day-range.js';

const m = { ...personMessages, ...studyMessages };

/** The days the indicators cover when none are given: the last 90, today included. */
export const defaultRangeDays = 90;
/** The longest period the indicators cover at once: three years. */
export const maxRangeDays = 1096;

/** The period of the quality indicators: days in the lab's time zone, both included; none: the last 90 days. */
export const qualityRangeSchema = object({
  from: optionalDay().meta({ description: 'First day; none: 89 days before `to`.' }),
  to: optionalDay()
    .meta({ description: 'Last day; none: today.' })
    .test('order', m.accessLogRangeInvalid, function (to) {
      return daysInOrder(this.parent.from as string | null, to);
    })
    .test('span', pm.qualityRangeTooLong, function (to) {
      const from = this.parent.from as string | null;
      return !from || !to || !daysInOrder(from, to) || daysBetween(from, to) <= maxRangeDays;
    }),
});

export type QualityRange = InferType<typeof qualityRangeSchema>;

/** Each indicator a target can be set for, by the name of its target field. */
export const qualityIndicatorKeys = [
  'nps',
  'averageRating',
  'responseRate',
  'turnaroundMedianHours',
  'turnaroundP90Hours',
  'chatFirstResponseMedianMinutes',
  'chatFirstResponseP90Minutes',
  'expiredUnread',
] as const;
export type QualityIndicatorKey = (typeof qualityIndicatorKeys)[number];

/** Whether an indicator meets its target at or above it (the rest: at or below it). */
export const higherIsBetter: Record<QualityIndicatorKey, boolean> = {
  nps: true,
  averageRating: true,
  responseRate: true,
  turnaroundMedianHours: false,
  turnaroundP90Hours: false,
  chatFirstResponseMedianMinutes: false,
  chatFirstResponseP90Minutes: false,
  expiredUnread: false,
};

/** An optional target: none (null or '') or a number within the indicator's bounds. */
const target = (message: string, min: number, max: number, options: { integer?: boolean; aboveMin?: boolean } = {}) =>
  number()
    .typeError(message)
    .nullable()
    .default(null)
    .transform((value: number, original: unknown) => (original === '' || original === undefined ? null : value))
    .test('bounds', message, (value) => {
      if (value === null || value === undefined) return true;
      if (options.integer && !Number.isInteger(value)) return false;
      return (options.aboveMin ? value > min : value >= min) && value <= max;
    });

/** What each target is, as GraphQL's QualityTargets and QualityTargetsInput describe it. */
export const qualityTargetDescriptions: Record<QualityIndicatorKey, string> = {
  nps: 'NPS target, -100 to 100, met at or above it',
  averageRating: 'Average rating target, 1 to 5, met at or above it',
  responseRate: 'Response rate target in percent, 0 to 100, met at or above it',
  turnaroundMedianHours: 'Turnaround median target in hours, above 0, met at or below it',
  turnaroundP90Hours: 'Turnaround 90th percentile target in hours, above 0, met at or below it',
  chatFirstResponseMedianMinutes: 'Chat first response median target in minutes, above 0, met at or below it',
  chatFirstResponseP90Minutes: 'Chat first response 90th percentile target in minutes, above 0, met at or below it',
  expiredUnread: 'Target of results expired unread, a count from 0, met at or below it',
};

const targetMeta = (key: QualityIndicatorKey, upTo?: number) => ({
  description: `${qualityTargetDescriptions[key]}${upTo === undefined ? '' : `, up to ${upTo}`}.`,
});

/** The admin's targets, every indicator at once; null is "no target". Each with the description QualityTargetsInput shows. */
export const qualityTargetsSchema = object({
  nps: target(pm.qualityNpsTargetInvalid, -100, 100, { integer: true }).meta(targetMeta('nps')),
  averageRating: target(pm.qualityRatingTargetInvalid, 1, 5).meta(targetMeta('averageRating')),
  responseRate: target(pm.qualityRateTargetInvalid, 0, 100).meta(targetMeta('responseRate')),
  turnaroundMedianHours: target(pm.qualityHoursTargetInvalid, 0, 8760, { aboveMin: true }).meta(
    targetMeta('turnaroundMedianHours', 8760),
  ),
  turnaroundP90Hours: target(pm.qualityHoursTargetInvalid, 0, 8760, { aboveMin: true }).meta(
    targetMeta('turnaroundP90Hours', 8760),
  ),
  chatFirstResponseMedianMinutes: target(pm.qualityMinutesTargetInvalid, 0, 100_000, { aboveMin: true }).meta(
    targetMeta('chatFirstResponseMedianMinutes', 100_000),
  ),
  chatFirstResponseP90Minutes: target(pm.qualityMinutesTargetInvalid, 0, 100_000, { aboveMin: true }).meta(
    targetMeta('chatFirstResponseP90Minutes', 100_000),
  ),
  expiredUnread: target(pm.qualityCountTargetInvalid, 0, 1_000_000, { integer: true }).meta(
    targetMeta('expiredUnread'),
  ),
});

export type QualityTargets = { [key in QualityIndicatorKey]: number | null };

/** Weekdays as ISO numbers: 1 Monday … 7 Sunday. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

const clock = () =>
  string()
    .nullable()
    .default(null)
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() || null : value))
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: m.timeInvalid, excludeEmptyString: true });

/** One weekday's hours: both times (HH:MM, 24 h, lab time) or neither (closed). */
const openingDay = object({
  weekday: number().typeError(pm.openingHoursDaysInvalid).required(pm.openingHoursDaysInvalid),
  opensAt: clock(),
  closesAt: clock()
    .test('both', pm.openingHoursIncomplete, function (closesAt) {
      return !closesAt === !this.parent.opensAt;
    })
    .test('order', pm.openingHoursOrder, function (closesAt) {
      const opensAt = this.parent.opensAt as string | null;
      return !opensAt || !closesAt || opensAt < closesAt;
    }),
});

/** The lab's opening hours, the seven weekdays once each; chat response times count only inside them. */
export const openingHoursSchema = object({
  days: array(openingDay)
    .required(pm.openingHoursDaysInvalid)
    .test('week', pm.openingHoursDaysInvalid, (days) => {
      const seen = new Set((days ?? []).map((day) => day.weekday));
      return days?.length === weekdays.length && weekdays.every((weekday) => seen.has(weekday));
    }),
});

export type OpeningDay = { weekday: number; opensAt: string | null; closesAt: string | null };

/** Monday to Friday 09:00–19:00, Saturday 09:00–14:00, Sunday closed: until the admin says otherwise. */
export const defaultOpeningHours: OpeningDay[] = weekdays.map((weekday) => ({
  weekday,
  opensAt: weekday <= 6 ? '09:00' : null,
  closesAt: weekday <= 5 ? '19:00' : weekday === 6 ? '14:00' : null,
}));
