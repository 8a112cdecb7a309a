import TablePagination from '@mui/material/TablePagination';
import { useLingui } from '@lingui/react/macro';
import { perPageOptions } from './use-paged-search';

type Props = {
  total: number;
  /** From 1, as the server counts. */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
};

/** Pages of a list that the server pages. */
export function ListPagination({ total, page, perPage, onPageChange, onPerPageChange }: Props) {
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
      count={total}
      page={Math.max(page - 1, 0)}
      rowsPerPage={perPage}
      rowsPerPageOptions={perPageOptions}
      onPageChange={(_, next) => onPageChange(next + 1)}
      onRowsPerPageChange={(event) => onPerPageChange(Number(event.target.value))}
      labelRowsPerPage={t`Filas por página`}
      labelDisplayedRows={({ from, to, count }) => t`${from}–${to} de ${count}`}
      getItemAriaLabel={(type) => labels[type]}
      showFirstButton
      showLastButton
      // On a phone the page size keeps its default and the arrows fit.
      sx={{ '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': { display: { xs: 'none', sm: 'inline-flex' } } }}
    />
  );
}
