import { useMutation, useQuery } from '@apollo/client/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import HowToReg from '@mui/icons-material/HowToReg';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { serverErrorMessage } from '../api/graphql-errors';
import { QueryState } from '../shell/QueryState';
import {
  ApproveDoctorPreRegistrationDocument,
  DoctorPreRegistrationsDocument,
  type DoctorPreRegistrationsQuery,
  type PreRegistrationStatus,
} from '../gql/graphql';
import { EmptyState } from '../shell/EmptyState';
import { useConfirm, useLoading, useSnackbar } from '../shell/feedback/feedback-context';
import { formatLabMoment } from '../shell/format/lab-time';
import { ListPagination } from '../shell/paging/ListPagination';
import { useClampedPage, usePagedSearch } from '../shell/paging/use-paged-search';
import { RejectPreRegistrationDialog } from './RejectPreRegistrationDialog';

type PreRegistration = DoctorPreRegistrationsQuery['doctorPreRegistrations']['edges'][number]['node'];

const statuses: readonly PreRegistrationStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];
const filterDefaults = { status: 'PENDING' };

/** /users/pre-registrations: pending doctor requests to approve or reject, and the reviewed ones. */
export function PreRegistrationsPage() {
  const { t } = useLingui();
  // The tab and page live in the URL (?status=APPROVED&page=2…), so Back shows them again.
  const pages = usePagedSearch(filterDefaults);
  const status = statuses.find((known) => known === pages.filters.status) ?? 'PENDING';
  const [rejecting, setRejecting] = useState<PreRegistration | null>(null);
  const result = useQuery(DoctorPreRegistrationsDocument, {
    variables: { status, ...pages.pageVariables },
    fetchPolicy: 'cache-and-network',
  });
  const list = result.data?.doctorPreRegistrations ?? null;
  useClampedPage(pages, list);
  const refetch = () => void result.refetch();
  const confirm = useConfirm();
  const loading = useLoading();
  const snackbar = useSnackbar();
  const [approve] = useMutation(ApproveDoctorPreRegistrationDocument);

  const approveOne = async (item: PreRegistration) => {
    const name = item.fullName;
    const confirmed = await confirm({
      title: t`Aprobar a ${name}`,
      message: t`Se creará la cuenta del doctor y se le enviará por correo un enlace para crear su contraseña. ¿Deseas continuar?`,
    });
    if (!confirmed) return;
    try {
      await loading.during(approve({ variables: { id: item.id } }));
      snackbar.success(t`Cuenta de ${name} creada. Le enviamos el enlace por correo.`);
      refetch();
    } catch (error) {
      snackbar.error(serverErrorMessage(error));
    }
  };

  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to="/users" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
        <Trans>Usuarios</Trans>
      </Button>
      <Typography variant="h5" component="h2">
        <Trans>Pre-registros de doctores</Trans>
      </Typography>
      <Tabs value={status} onChange={(_, next: PreRegistrationStatus) => pages.setFilters({ status: next })}>
        <Tab value="PENDING" label={t`Pendientes`} />
        <Tab value="APPROVED" label={t`Aprobados`} />
        <Tab value="REJECTED" label={t`Rechazados`} />
      </Tabs>
      {!list ? (
        <QueryState loading={result.loading} error={result.error} onRetry={refetch} />
      ) : list.edges.length === 0 ? (
        <EmptyState
          icon={HowToReg}
          message={status === 'PENDING' ? t`No hay solicitudes pendientes.` : t`No hay solicitudes en este historial.`}
        />
      ) : (
        <TableContainer component={Paper}>
          <Table aria-label={t`Pre-registros de doctores`}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <Trans>Doctor</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Contacto</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Consultorio</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Enviado</Trans>
                </TableCell>
                <TableCell align="right">
                  {status === 'PENDING' ? <Trans>Acciones</Trans> : <Trans>Revisión</Trans>}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.edges.map(({ node: item }) => (
                <PreRegistrationRow
                  key={item.id}
                  item={item}
                  onApprove={() => void approveOne(item)}
                  onReject={() => setRejecting(item)}
                />
              ))}
            </TableBody>
          </Table>
          <ListPagination list={pages} shown={list} />
        </TableContainer>
      )}
      {rejecting && (
        <RejectPreRegistrationDialog
          id={rejecting.id}
          name={rejecting.fullName}
          onClose={() => setRejecting(null)}
          onRejected={() => {
            setRejecting(null);
            refetch();
          }}
        />
      )}
    </Stack>
  );
}

type RowProps = { item: PreRegistration; onApprove: () => void; onReject: () => void };

function PreRegistrationRow({ item, onApprove, onReject }: RowProps) {
  const { t } = useLingui();
  const office = item.doctorData;
  const hours = [office.openingTime, office.closingTime].filter(Boolean).join(' – ');
  const reason = item.rejectionReason ?? '';
  const name = item.fullName;
  return (
    <TableRow hover sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ minWidth: 180 }}>
        <Typography sx={{ fontWeight: 500 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {office.specialty}
        </Typography>
      </TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {item.email}
        </Typography>
        <Typography variant="body2">{item.phone}</Typography>
      </TableCell>
      <TableCell sx={{ minWidth: 200 }}>
        <Typography variant="body2">
          {[office.address, office.colony, office.city, office.state, office.zipCode].filter(Boolean).join(', ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[office.officeHours, hours].filter(Boolean).join(' · ')}
        </Typography>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLabMoment(item.createdAt)}</TableCell>
      <TableCell align="right">
        {item.status === 'PENDING' ? (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" variant="contained" onClick={onApprove} aria-label={t`Aprobar a ${name}`}>
              <Trans>Aprobar</Trans>
            </Button>
            <Button size="small" color="error" onClick={onReject} aria-label={t`Rechazar a ${name}`}>
              <Trans>Rechazar</Trans>
            </Button>
          </Stack>
        ) : (
          <>
            <Typography variant="body2">
              {item.status === 'APPROVED' ? <Trans>Aprobado</Trans> : <Trans>Rechazado</Trans>}{' '}
              {item.reviewedAt ? formatLabMoment(item.reviewedAt) : ''}
            </Typography>
            {reason && (
              <Typography variant="body2" color="text.secondary">
                {t`Motivo: ${reason}`}
              </Typography>
            )}
            {item.userId && (
              <Button size="small" component={RouterLink} to={`/users/${item.userId}`}>
                <Trans>Ver usuario</Trans>
              </Button>
            )}
          </>
        )}
      </TableCell>
    </TableRow>
  );
}
