import { todayInLab } from '../common/dates.js';
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

export function toCourseView(row: CourseRow, today = todayInLab()): CourseView {
  const { imageKey, ...course } = row;
  return {
    ...course,
    investment: row.investmentCents / 100,
    availableSpaces: Math.max(row.quota - row.soldSpace, 0),
    imageUrl: publicFileUrl(imageKey),
    catalogueState: catalogueStateOf(row, today),
  };
}
