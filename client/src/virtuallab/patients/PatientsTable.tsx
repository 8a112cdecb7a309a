import Edit from '@mui/icons-material/Edit';
import FolderShared from '@mui/icons-material/FolderShared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { StartChatButton } from '../../chat/StartChatButton';
import type { PatientRowFieldsFragment } from '../../gql/graphql';
import { formatBirthDate } from './patient-values';

type Props = { patients: PatientRowFieldsFragment[]; onEdit: (patient: PatientRowFieldsFragment) => void };

// On a phone, contact columns give their room to the name and the actions.
const wideOnly = { display: { xs: 'none', md: 'table-cell' } };

/** A doctor's patients with their contact data; studies, edit and chat per row. */
export function PatientsTable({ patients, onEdit }: Props) {
  const { t } = useLingui();
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
  const name = patient.fullName;
  return (
    <TableRow hover>
      <TableCell sx={{ minWidth: 200 }}>
        <Typography sx={{ fontWeight: 500 }}>{name}</Typography>
        {!patient.status && <Chip size="small" label={t`Inactivo`} sx={{ mt: 0.5 }} />}
      </TableCell>
      <TableCell sx={wideOnly}>{patient.email}</TableCell>
      <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>{patient.phone}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatBirthDate(patient.birthDate)}</TableCell>
      <TableCell align="right">
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: { xs: 'wrap', lg: 'nowrap' }, rowGap: 1 }}
        >
          <Button
            component={RouterLink}
            to={`/virtuallab/patients/${patient.id}`}
            size="small"
            variant="contained"
            startIcon={<FolderShared />}
            sx={{ whiteSpace: 'nowrap' }}
            aria-label={t`Ver estudios de ${name}`}
          >
            <Trans>Ver estudios</Trans>
          </Button>
          <Tooltip title={t`Editar`}>
            <IconButton size="small" onClick={onEdit} aria-label={t`Editar a ${name}`}>
              <Edit fontSize="small" />
            </IconButton>
          </Tooltip>
          <StartChatButton patientId={patient.id} name={name} />
        </Stack>
      </TableCell>
    </TableRow>
  );
}
