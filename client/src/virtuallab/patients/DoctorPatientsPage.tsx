import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import People from '@mui/icons-material/People';
import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableContainer from '@mui/material/TableContainer';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { apiErrorsOf } from '../../api/graphql-errors';
import type { PatientRowFieldsFragment } from '../../gql/graphql';
import { EmptyState } from '../../shell/EmptyState';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { QueryState } from '../../shell/QueryState';
import { ListPagination } from '../../shell/paging/ListPagination';
import { ListSearchField } from '../../shell/paging/ListSearchField';
import { useClampedPage } from '../../shell/paging/use-paged-search';
import { useIsStudyStaff } from '../studies/use-is-study-staff';
import { PatientFormDialog } from './PatientFormDialog';
import { PatientsTable } from './PatientsTable';
import { useDoctorPatients } from './use-doctor-patients';

/** /virtuallab/:id: the doctor's patients (a doctor reaches only their own list). */
export function DoctorPatientsPage() {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) return <NotFoundPage />;
  // A new doctor starts with a fresh search, page and dialog.
  return <DoctorPatients key={id} doctorId={id} />;
}

type DialogState = { patient?: PatientRowFieldsFragment } | null;

function DoctorPatients({ doctorId }: { doctorId: string }) {
  const { t } = useLingui();
  // Staff reach every doctor's list and choose the doctor of a new patient; a doctor only their own.
  const isStaff = useIsStudyStaff();
  const { list, patients, stale, loading, error, refetch } = useDoctorPatients(doctorId);
  const [dialog, setDialog] = useState<DialogState>(null);
  useClampedPage(list, patients);

  if (!patients) {
    if (apiErrorsOf(error)?.some((apiError) => apiError.code === 'NOT_FOUND')) {
      return (
        <EmptyState icon={SearchOff} message={t`No se encontró el doctor.`}>
          {isStaff && (
            <Button component={RouterLink} to="/virtuallab" sx={{ mt: 2 }}>
              <Trans>Ver los doctores</Trans>
            </Button>
          )}
        </EmptyState>
      );
    }
    return <QueryState loading={loading} error={error} onRetry={() => void refetch()} />;
  }

  const doctorName = patients.doctor.fullName;
  const term = list.term;
  return (
    <Stack spacing={2}>
      {isStaff && (
        <Button component={RouterLink} to="/virtuallab" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
          <Trans>Doctores</Trans>
        </Button>
      )}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Typography variant="h5" component="h2">
          <Trans>Pacientes de {doctorName}</Trans>
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ListSearchField
            value={list.search}
            onChange={list.setSearch}
            label={t`Buscar paciente`}
            placeholder={t`Nombre, correo o teléfono`}
          />
          <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({})}>
            <Trans>Nuevo paciente</Trans>
          </Button>
        </Stack>
      </Stack>
      {patients.edges.length === 0 ? (
        <EmptyState
          icon={People}
          message={
            term
              ? t`Ningún paciente coincide con «${term}».`
              : t`Aún no hay pacientes registrados. Registra el primero con «Nuevo paciente».`
          }
        />
      ) : (
        <TableContainer component={Paper}>
          <PatientsTable
            patients={patients.edges.map((edge) => edge.node)}
            onEdit={(patient) => setDialog({ patient })}
          />
          <ListPagination list={list} shown={patients} stale={stale} />
        </TableContainer>
      )}
      {dialog && (
        <PatientFormDialog
          patient={dialog.patient}
          doctor={patients.doctor}
          chooseDoctor={isStaff}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            void refetch();
          }}
        />
      )}
    </Stack>
  );
}
