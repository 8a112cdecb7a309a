import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { CourseCatalogueState, PublicCourseFieldsFragment } from '../gql/graphql';

const labTimeZone = 'America/Mexico_City';

/**
 * An amount in Mexican pesos with two decimals and the locale's separators: "$3,500.00 MXN" in
 * Spanish. Always MXN, whatever the language (the course is paid in pesos): the symbol is the
 * peso sign and the code follows, so no locale shows "MX$" next to "MXN".
 */
export function formatMxn(amount: number, locale: string): string {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'MXN',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).formatToParts(amount);
  const number = parts.map((part) => (part.type === 'currency' ? '$' : part.value)).join('').trim();
  return `${number} MXN`;
}

/** A Money amount (integer centavos, always MXN) written as formatMxn does. */
export function formatMoney(money: { cents: number }, locale: string): string {
  return formatMxn(money.cents / 100, locale);
}

/** Total of `spaces` places, computed in centavos so no float drift shows. */
export function totalOf(investmentCents: number, spaces: number): number {
  return (investmentCents * spaces) / 100;
}

/** A course date (YYYY-MM-DD) written out, e.g. "viernes, 14 de noviembre de 2025". */
export function formatCourseDate(date: string, locale: string): string {
  // Noon UTC is the same calendar day in Mexico City.
  const value = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: labTimeZone,
  }).format(value);
}

export type YearGroup<T> = { year: string; courses: T[] };

/** Courses grouped by the year of their date, newest year first, keeping the order inside a year. */
export function groupByYear<T extends { date: string }>(courses: readonly T[]): YearGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const course of courses) {
    const year = course.date.slice(0, 4);
    const group = groups.get(year);
    if (group) group.push(course);
    else groups.set(year, [course]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([year, items]) => ({ year, courses: items }));
}

/** The availability line of a card or the detail page (SPEC point 4). */
export function stateLabel(i18n: I18n, course: Pick<PublicCourseFieldsFragment, 'catalogueState' | 'availableSpaces'>): string {
  const places = course.availableSpaces;
  const labels: Record<CourseCatalogueState, () => string> = {
    EXPIRED: () => i18n._(msg`Curso vencido`),
    FULL: () => i18n._(msg`Cupo lleno`),
    AVAILABLE: () => i18n._(msg`${places} lugar(es) disponible(s)`),
  };
  return labels[course.catalogueState]();
}

/** Payment is possible while registration is open and the course is neither past nor full. */
export function canPay(course: Pick<PublicCourseFieldsFragment, 'status' | 'catalogueState'>): boolean {
  return course.status === 'REGISTRATION_OPEN' && course.catalogueState === 'AVAILABLE';
}

/** The recovery link shows while registration is open or closed (not for a cancelled course). */
export function canRecover(course: Pick<PublicCourseFieldsFragment, 'status'>): boolean {
  return course.status === 'REGISTRATION_OPEN' || course.status === 'REGISTRATION_CLOSED';
}
