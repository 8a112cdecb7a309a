import { useEffect } from 'react';

/** Back to the last page when the list got shorter than the page shown (e.g. a patient moved to another doctor). */
export function useClampedPage(list: { page: number; perPage: number; setPage: (page: number) => void }, total: number | undefined) {
  const lastPage = total === undefined ? undefined : Math.max(1, Math.ceil(total / list.perPage));
  const { page, setPage } = list;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
}
