/** The fields of a connection's page that the tests read, and its rows flattened. */
export const PAGE_INFO = 'totalCount pageInfo { hasNextPage hasPreviousPage startCursor endCursor }';

export type PageInfo = {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
};
export type ConnectionPage<T> = { totalCount: number; pageInfo: PageInfo; edges: { node: T }[] };

/** The rows of a page. */
export const nodesOf = <T>(page: { edges: { node: T }[] }): T[] => page.edges.map((edge) => edge.node);

/** A page as the tests read it: its rows, the total and where it stands. */
export const flatPage = <T>(page: ConnectionPage<T>) => ({
  items: nodesOf(page),
  total: page.totalCount,
  pageInfo: page.pageInfo,
});
