/** Page-number paging of the lists that are not connections yet (admin tables). */
export type Paging = { page: number; perPage: number; offset: number };

/** Page (from 1) and page size as asked, kept within 1..maxPerPage. */
export function paging(page: number | null | undefined, perPage: number | null | undefined, maxPerPage = 100): Paging {
  const size = Math.min(Math.max(Math.trunc(perPage ?? 20) || 20, 1), maxPerPage);
  const number = Math.min(Math.max(Math.trunc(page ?? 1) || 1, 1), 1_000_000);
  return { page: number, perPage: size, offset: (number - 1) * size };
}

export type Page<T> = { items: T[]; total: number; page: number; perPage: number };
