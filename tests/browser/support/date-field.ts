import type { Locator, Page } from 'playwright-core';

type Scope = Page | Locator;

const pageOf = (scope: Scope): Page => ('keyboard' in scope ? scope : scope.page());

/** The portal's date (or date and time) field labelled `label`: the group of its parts. */
export const dateField = (scope: Scope, label: string) => scope.getByRole('group', { name: label, exact: true });

const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/** A part by its largest value (aria-valuemax): day (28 to 31), month, year, hours (24 or 12), minutes; none for AM/PM. */
const partByMax: Record<string, 'day' | 'month' | 'year' | 'hours' | 'minutes'> = {
  '28': 'day',
  '29': 'day',
  '30': 'day',
  '31': 'day',
  '12': 'month',
  '9999': 'year',
  '23': 'hours',
  '59': 'minutes',
};

/**
 * Types `value` ('YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm' for a date and time, the text the form keeps)
 * into a date field as a user does: from its first part, each part in the order the field shows
 * them in the portal's language (DD/MM/AAAA in Spanish, MM/DD/YYYY in English); each typed part
 * replaces what was there and moves on to the next.
 */
export async function typeDate(scope: Scope, label: string, value: string): Promise<void> {
  const match = iso.exec(value);
  if (!match) throw new Error(`typeDate: ${value} is not YYYY-MM-DD or YYYY-MM-DDTHH:mm`);
  const [, year, month, day, hours = '00', minutes = '00'] = match;
  const sections = dateField(scope, label).getByRole('spinbutton');
  const maxima = await sections.evaluateAll((parts) => parts.map((part) => part.getAttribute('aria-valuemax') ?? ''));
  const twelveHours = maxima.length > 0 && maxima.at(-1) === '';
  const hour = Number(hours);
  const typed = { day, month, year, hours, minutes };
  let seenMonth = false;
  const keyboard = pageOf(scope).keyboard;
  await sections.first().click();
  for (const max of maxima) {
    if (max === '') {
      await keyboard.type(hour < 12 ? 'a' : 'p');
      continue;
    }
    // 12 is the month's maximum, and the hour's on a 12-hour clock, which comes after the date.
    const part: keyof typeof typed | undefined = max === '12' && seenMonth ? 'hours' : partByMax[max];
    if (!part) throw new Error(`typeDate: a part of ${label} has an unexpected maximum ${max}`);
    seenMonth ||= part === 'month';
    await keyboard.type(part === 'hours' && twelveHours ? String(hour % 12 || 12).padStart(2, '0') : typed[part]);
  }
}
