import { todayInLab } from '../common/dates.js';
import { sanitizeRichText } from '../common/rich-text.js';
import { publicFileUrl } from '../files/index.js';
import type { CourseRow } from './courses.tables.js';

export type CatalogueState = 'AVAILABLE' | 'FULL' | 'EXPIRED';

export type CourseView = Omit<CourseRow, 'imageKey'> & {
  investment: number;
  availableSpaces: number;
  imageUrl: string | null;
  catalogueState: CatalogueState;
};

/**
 * The catalogue state of SPEC point 4: expired on or after the course date, else full when no
 * places are left, else available.
 */
export function catalogueStateOf(
  course: Pick<CourseRow, 'date' | 'quota' | 'soldSpace'>,
  today = todayInLab(),
): CatalogueState {
  if (today >= course.date) return 'EXPIRED';
  if (course.quota - course.soldSpace <= 0) return 'FULL';
  return 'AVAILABLE';
}

/**
 * A stored course as every answer shows it (public and staff GraphQL, the legacy REST routes).
 * The description is sanitised again here although its save path sanitises it: a row written any
 * other way (SQL by hand, a restore, an import from the legacy system) must not reach a browser
 * with script in it, and the public course page renders it as HTML. The public answers are made
 * once per version of the courses (catalogue.service.ts, graphql/public-response-cache.ts), so
 * visitors do not pay for it; staff reads do, a fraction of a millisecond per course.
 */
export function toCourseView(row: CourseRow, today = todayInLab()): CourseView {
  const { imageKey, ...course } = row;
  return {
    ...course,
    descriptionHtml: row.descriptionHtml === null ? null : sanitizeRichText(row.descriptionHtml),
    investment: row.investmentCents / 100,
    availableSpaces: Math.max(row.quota - row.soldSpace, 0),
    imageUrl: publicFileUrl(imageKey),
    catalogueState: catalogueStateOf(row, today),
  };
}
