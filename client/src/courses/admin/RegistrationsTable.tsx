import Send from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CourseEnrolmentQuery, RegistrationStatus } from '../../gql/graphql';
import { translateServerMessage } from '../../i18n/server-messages';
import { formatLabDateTime } from '../../shell/format/lab-time';
import { formatMoney } from '../../shell/format/locale-format';
import { registrationStatusLabels } from './course-labels';

export type Registration = CourseEnrolmentQuery['courseEnrolment']['registrations'][number];

const statusColor: Record<RegistrationStatus, 'success' | 'error' | 'warning' | 'default'> = {
  PAID: 'success',
  DECLINED: 'error',
  FAILED: 'error',
  PENDING: 'warning',
};

export const fullNameOf = (registration: Pick<Registration, 'name' | 'lastname' | 'motherLastname'>) =>
  [registration.name, registration.lastname, registration.motherLastname].filter(Boolean).join(' ');

type Props = { registrations: Registration[]; onResend: (registration: Registration) => void };

/** Every registration attempt of a course: student, places, amount, payment state and time. */
export function RegistrationsTable({ registrations, onResend }: Props) {
  const { t } = useLingui();
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label={t`Inscripciones`}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Trans>Alumno</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Lugares</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Importe</Trans>
            </TableCell>
            <TableCell>
              <Trans>Estado del pago</Trans>
            </TableCell>
            <TableCell>
              <Trans>Fecha</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Acciones</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {registrations.map((registration) => (
            <RegistrationRow
              key={registration.id}
              registration={registration}
              onResend={() => onResend(registration)}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RegistrationRow({ registration, onResend }: { registration: Registration; onResend: () => void }) {
  const { t, i18n } = useLingui();
  const status = registrationStatusLabels[registration.status];
  const fullName = fullNameOf(registration);
  const paid = registration.status === 'PAID';
  const folio = registration.id;
  return (
    <TableRow hover>
      <TableCell sx={{ minWidth: 240 }}>
        <Typography sx={{ fontWeight: 500 }}>{fullName}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {registration.email}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {registration.phone}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <Trans>Folio {folio}</Trans>
        </Typography>
      </TableCell>
      <TableCell align="right">{registration.spaces}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatMoney(registration.amount, i18n.locale)}
      </TableCell>
      <TableCell sx={{ minWidth: 140 }}>
        <Chip size="small" color={statusColor[registration.status]} label={i18n._(status)} />
        {registration.failureMessage && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
            {translateServerMessage(registration.failureMessage)}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ minWidth: 100 }}>
        {formatLabDateTime(registration.paidAt ?? registration.createdAt, i18n.locale)}
      </TableCell>
      <TableCell align="right">
        {paid && (
          <Button
            size="small"
            startIcon={<Send />}
            onClick={onResend}
            aria-label={t`Reenviar inscripción a ${fullName}`}
          >
            <Trans>Reenviar inscripción</Trans>
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
