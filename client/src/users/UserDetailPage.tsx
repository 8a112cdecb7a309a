import { useQuery } from '@apollo/client/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Block from '@mui/icons-material/Block';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Replay from '@mui/icons-material/Replay';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { UserDocument, type UserDetailFieldsFragment } from '../gql/graphql';
import { formatDay } from '../shell/format/lab-time';
import { formatLabMoment } from '../shell/format/lab-time';
import { NotFoundPage } from '../shell/NotFoundPage';
import { QueryState } from '../shell/QueryState';
import { useUserActions } from './use-user-actions';
import { keepsOfficeData } from './user-values';
import { UserStatusChip } from './UserStatusChip';
import { roleOf } from '../session/roles';

/** /users/:id: a user's data, office data, status and recent sign-ins. */
export function UserDetailPage() {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) return <NotFoundPage />;
  return <UserDetail key={id} id={id} />;
}

function UserDetail({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(UserDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  if (!data) return <QueryState loading={loading} error={error} onRetry={() => void refetch()} />;
  return <UserDetailView user={data.user} onChanged={() => void refetch()} />;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography sx={{ wordBreak: 'break-word' }}>{children || '—'}</Typography>
    </Grid>
  );
}

function UserDetailView({ user, onChanged }: { user: UserDetailFieldsFragment; onChanged: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const actions = useUserActions();
  const office = user.doctorData;
  const sex = user.sex === 'MALE' ? t`Masculino` : user.sex === 'FEMALE' ? t`Femenino` : '';
  const age = user.age;

  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to="/users" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
        <Trans>Usuarios</Trans>
      </Button>
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, mb: 2 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h5" component="h2">
              {user.fullName}
            </Typography>
            <UserStatusChip active={user.status} />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button component={RouterLink} to={`/users/${user.id}/edit`} variant="contained" startIcon={<Edit />}>
              <Trans>Editar</Trans>
            </Button>
            {user.status ? (
              <Button
                variant="outlined"
                startIcon={<Block />}
                onClick={() => void actions.deactivate(user).then((done) => done && onChanged())}
              >
                <Trans>Desactivar</Trans>
              </Button>
            ) : (
              <Button
                variant="outlined"
                color="success"
                startIcon={<Replay />}
                onClick={() => void actions.reactivate(user).then((done) => done && onChanged())}
              >
                <Trans>Reactivar</Trans>
              </Button>
            )}
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={() => void actions.remove(user).then((done) => done && navigate('/users'))}
            >
              <Trans>Eliminar</Trans>
            </Button>
          </Stack>
        </Stack>
        <Grid container spacing={2}>
          <Field label={t`Nombre`}>{user.name}</Field>
          <Field label={t`Apellido paterno`}>{user.lastname}</Field>
          <Field label={t`Apellido materno`}>{user.motherLastname}</Field>
          <Field label={t`Correo electrónico`}>{user.email}</Field>
          <Field label={t`Nombre de usuario`}>{user.username}</Field>
          <Field label={t`Tipo de usuario`}>{user.type.name}</Field>
          <Field label={t`Fecha de nacimiento`}>{formatDay(user.birthDate)}</Field>
          <Field label={t`Edad`}>{age === null || age === undefined ? '' : t`${age} años`}</Field>
          <Field label={t`Sexo`}>{sex}</Field>
          <Field label={t`Teléfono`}>{user.phone}</Field>
          <Field label={t`Último inicio de sesión`}>
            {user.lastLoginAt ? formatLabMoment(user.lastLoginAt) : t`Nunca`}
          </Field>
          <Field label={t`Registrado el`}>{formatLabMoment(user.createdAt)}</Field>
          {user.type.role === 'PATIENT' && <Field label={t`Doctor`}>{user.doctorName}</Field>}
          {user.profileCompletionPending && <Field label={t`Perfil`}>{t`Pendiente de completar`}</Field>}
        </Grid>
      </Paper>
      {keepsOfficeData(roleOf(user.type.role)) && (
        <Paper sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2" gutterBottom>
            <Trans>Datos del consultorio</Trans>
          </Typography>
          <Grid container spacing={2}>
            <Field label={t`Especialidad`}>{office?.specialty}</Field>
            <Field label={t`Horario de consultorio`}>{office?.officeHours}</Field>
            <Field label={t`Hora de apertura`}>{office?.openingTime}</Field>
            <Field label={t`Hora de cierre`}>{office?.closingTime}</Field>
            <Field label={t`Dirección`}>{office?.address}</Field>
            <Field label={t`Colonia`}>{office?.colony}</Field>
            <Field label={t`Ciudad`}>{office?.city}</Field>
            <Field label={t`Estado`}>{office?.state}</Field>
            <Field label={t`Código postal`}>{office?.zipCode}</Field>
            <Field label={t`Dirección de la clínica`}>{office?.clinicAddress}</Field>
          </Grid>
        </Paper>
      )}
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          <Trans>Inicios de sesión recientes</Trans>
        </Typography>
        {user.recentSignIns.length === 0 ? (
          <Typography color="text.secondary">
            <Trans>Aún no ha iniciado sesión.</Trans>
          </Typography>
        ) : (
          <Table size="small" aria-label={t`Inicios de sesión recientes`}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <Trans>Fecha</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Dirección IP</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Navegador</Trans>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {user.recentSignIns.map((signIn) => (
                <TableRow key={signIn.createdAt}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLabMoment(signIn.createdAt)}</TableCell>
                  <TableCell>{signIn.ipAddress ?? ''}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-word' }}>{signIn.userAgent ?? ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}
