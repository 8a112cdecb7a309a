import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PatientRowFieldsFragment } from '../../gql/graphql';
import { PatientActions } from './PatientActions';
import { PatientCards } from './PatientCards';
import { formatBirthDate } from './patient-values';

type Props = { patients: PatientRowFieldsFragment[]; onEdit: (patient: PatientRowFieldsFragment) => void };

// On a phone, contact columns give their room to the name and the actions.
const wideOnly = { display: { xs: 'none', md: 'table-cell' } };

/** A doctor's patients with their contact data; studies, edit and chat per row (cards on a phone). */
export function PatientsTable({ patients, onEdit }: Props) {
  const { t } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (phone) return <PatientCards patients={patients} onEdit={onEdit} />;
  return (
    <Table aria-label={t`Pacientes`}>
      <TableHead>
        <TableRow>
          <TableCell>
            <Trans>Nombre</Trans>
          </TableCell>
          <TableCell sx={wideOnly}>
            <Trans>Correo electrónico</Trans>
          </TableCell>
          <TableCell sx={wideOnly}>
            <Trans>Teléfono</Trans>
          </TableCell>
          <TableCell>
            <Trans>Fecha de nacimiento</Trans>
          </TableCell>
          <TableCell align="right">
            <Trans>Acciones</Trans>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {patients.map((patient) => (
          <PatientRow key={patient.id} patient={patient} onEdit={() => onEdit(patient)} />
        ))}
      </TableBody>
    </Table>
  );
}

function PatientRow({ patient, onEdit }: { patient: PatientRowFieldsFragment; onEdit: () => void }) {
  const { t } = useLingui();
  return (
    <TableRow hover>
      <TableCell sx={{ minWidth: 200 }}>
        <Typography sx={{ fontWeight: 500 }}>{patient.fullName}</Typography>
        {!patient.status && <Chip size="small" label={t`Inactivo`} sx={{ mt: 0.5 }} />}
      </TableCell>
      <TableCell sx={wideOnly}>{patient.email}</TableCell>
      <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{patient.phone}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatBirthDate(patient.birthDate)}</TableCell>
      <TableCell align="right">
        <PatientActions patient={patient} onEdit={onEdit} align="end" />
      </TableCell>
    </TableRow>
  );
}
