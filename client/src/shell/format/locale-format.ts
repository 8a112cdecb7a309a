/**
 * Amounts and calendar days written in the user's language. Apart from lab-time.ts because the
 * public course pages need only these: they load this small module and not the staff's dates.
 */

/** Calendar days in the user's language: the formatter the server's emails use too. */
export { formatCalendarDay, formatLongDay } from '../../../../shared/calendar-day';

/**
 * An amount in Mexican pesos with two decimals and the locale's separators: "$3,500.00 MXN" in
 * Spanish. Always MXN, whatever the language (the lab charges in pesos): the symbol is the peso
 * sign and the code follows, so no locale shows "MX$" next to "MXN".
 */
export function formatMxn(amount: number, locale: string): string {
  // The currency style writes the peso's two decimals (its ISO 4217 minor unit) in every locale.
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: 'MXN' }).formatToParts(amount);
  const number = parts
    .map((part) => (part.type === 'currency' ? '$' : part.value))
    .join('')
    .trim();
  return `${number} MXN`;
}

/** A Money amount (integer centavos, always MXN) written as formatMxn does. */
export function formatMoney(money: { cents: number }, locale: string): string {
  return formatMxn(money.cents / 100, locale);
}
