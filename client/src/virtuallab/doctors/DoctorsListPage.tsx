import MedicalServices from '@mui/icons-material/MedicalServices';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../shell/EmptyState';
import { QueryState } from '../../shell/QueryState';
import { ListPagination } from '../../shell/paging/ListPagination';
import { ListSearchField } from '../../shell/paging/ListSearchField';
import { useClampedPage } from '../../shell/paging/use-paged-search';
import { DoctorsTable } from './DoctorsTable';
import { useVirtualLabDoctors } from './use-virtual-lab-doctors';

/** /virtuallab (staff): the doctors, each opening their patients. Doctors are sent to their own list. */
export function DoctorsListPage() {
  const { t } = useLingui();
  const { list, doctors, stale, loading, error, refetch } = useVirtualLabDoctors();
  useClampedPage(list, doctors);
  const term = list.term;

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="h5" component="h2">
          <Trans>Doctores</Trans>
        </Typography>
        <ListSearchField
          value={list.search}
          onChange={list.setSearch}
          label={t`Buscar doctor`}
          placeholder={t`Nombre, apellidos o correo`}
        />
      </Stack>
      {!doctors ? (
        <QueryState loading={loading} error={error} onRetry={() => void refetch()} />
      ) : doctors.edges.length === 0 ? (
        <EmptyState
          icon={MedicalServices}
          message={term ? t`Ningún doctor coincide con «${term}».` : t`Aún no hay doctores activos registrados.`}
        />
      ) : (
        <TableContainer component={Paper}>
          <DoctorsTable doctors={doctors.edges.map((edge) => edge.node)} />
          <ListPagination list={list} shown={doctors} stale={stale} />
        </TableContainer>
      )}
    </Stack>
  );
}
