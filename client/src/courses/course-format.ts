import { msg, plural } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { CourseCatalogueState, PublicCourseFieldsFragment } from '../gql/graphql';

/** Total of `spaces` places, computed in centavos so no float drift shows. */
export function totalOf(investmentCents: number, spaces: number): number {
  return (investmentCents * spaces) / 100;
}

/**
 * What the places typed cost, or null when that many cannot be bought (none, not a whole number,
 * more than are left): then there is no total to show or to charge.
 */
export function payableTotal(investmentCents: number, spacesTyped: string, available: number): number | null {
  const places = Number(spacesTyped);
  if (!/^\d+$/.test(spacesTyped) || places < 1 || places > available) return null;
  return totalOf(investmentCents, places);
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
export function stateLabel(
  i18n: I18n,
  course: Pick<PublicCourseFieldsFragment, 'catalogueState' | 'availableSpaces'>,
): string {
  const places = course.availableSpaces;
  const labels: Record<CourseCatalogueState, () => string> = {
    EXPIRED: () => i18n._(msg`Curso vencido`),
    FULL: () => i18n._(msg`Cupo lleno`),
    AVAILABLE: () => i18n._(msg`${plural(places, { one: '# lugar disponible', other: '# lugares disponibles' })}`),
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
