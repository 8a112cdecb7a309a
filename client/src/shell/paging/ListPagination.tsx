import TablePagination from '@mui/material/TablePagination';
import { useLingui } from '@lingui/react/macro';
import type { PageShown } from './page-moves';
import { type PagedSearch, perPageOptions } from './use-paged-search';

type Props = {
  list: PagedSearch;
  /** The page shown, as the server answered it. */
  shown: PageShown;
  /**
   * The rows shown answer an earlier search, filter or page while the new one loads: the moves
   * wait for it, since the next or last page of the old answer is not the new one's.
   */
  stale?: boolean;
};

/** Pages of a list that the server pages, numbered. */
export function ListPagination({ list, shown, stale = false }: Props) {
  const { t } = useLingui();
  const labels = {
    first: t`Primera página`,
    last: t`Última página`,
    next: t`Página siguiente`,
    previous: t`Página anterior`,
  };
  return (
    <TablePagination
      component="div"
      count={shown.totalCount}
      page={list.index}
      disabled={stale}
      rowsPerPage={list.perPage}
      rowsPerPageOptions={perPageOptions}
      onPageChange={(_, next) => list.goTo(next, shown)}
      onRowsPerPageChange={(event) => list.setPerPage(Number(event.target.value))}
      labelRowsPerPage={t`Filas por página`}
      labelDisplayedRows={({ from, to, count }) => t`${from}–${to} de ${count}`}
      getItemAriaLabel={(type) => labels[type]}
      showFirstButton
      showLastButton
      // On a phone the page size keeps its default and the arrows fit.
      sx={{
        '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': {
          display: { xs: 'none', sm: 'inline-flex' },
        },
      }}
    />
  );
}
