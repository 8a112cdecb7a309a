import type { StudyCardFieldsFragment } from '../../gql/graphql';

/** Studies per page, and how many more "Mostrar más estudios" asks for. */
export const studyPageSize = 20;

/** The most studies one answer holds (the server's page limit). */
const largestPage = 100;

export type StudyPage = {
  edges: { node: StudyCardFieldsFragment }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  totalCount: number;
};

/**
 * How many studies to read again when the page's links go stale: as many as are shown (up to
 * the largest page), so the study the user is about to open stays on screen.
 */
export const studiesToReload = (shown: StudyPage | undefined) =>
  Math.min(Math.max(shown?.edges.length ?? 0, studyPageSize), largestPage);
