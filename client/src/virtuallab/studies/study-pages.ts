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

/** The next page put after the studies already shown. */
export function appendStudies<P extends StudyPage>(shown: P, more: P): P {
  const known = new Set(shown.edges.map((edge) => edge.node.id));
  return { ...more, edges: [...shown.edges, ...more.edges.filter((edge) => !known.has(edge.node.id))] };
}

/**
 * How many studies to read again when the page's links go stale: as many as are shown (up to
 * the largest page), so the study the user is about to open stays on screen.
 */
export const studiesToReload = (shown: StudyPage | undefined) =>
  Math.min(Math.max(shown?.edges.length ?? 0, studyPageSize), largestPage);
