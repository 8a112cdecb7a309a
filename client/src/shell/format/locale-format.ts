/**
 * Amounts and calendar days written in the user's language. Apart from lab-time.ts because the
 * public course pages need only these: they load this small module and not the staff's dates.
 */

/**
 * A calendar day (YYYY-MM-DD) in the user's language, with the fields of `style` (e.g.
 * `{ dateStyle: 'full' }`: "viernes, 14 de noviembre de 2025"); any other text comes back as it is.
 */
export function formatCalendarDay(day: string, locale: string, style: Intl.DateTimeFormatOptions): string {
  const date = new Date(`${day}T00:00:00Z`);
  // Read at midnight UTC and written in UTC: no time zone moves the day.
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(locale, { ...style, timeZone: 'UTC' }).format(date);
}

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
