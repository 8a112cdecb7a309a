import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import type { PatientRowFieldsFragment } from '../../gql/graphql';
import { PatientActions } from './PatientActions';
import { formatBirthDate } from './patient-values';

type Props = { patients: PatientRowFieldsFragment[]; onEdit: (patient: PatientRowFieldsFragment) => void };

/** The patients on a phone: one card each, the data stacked and the actions in full view below. */
export function PatientCards({ patients, onEdit }: Props) {
  const { t } = useLingui();
  return (
    <Stack component="ul" aria-label={t`Pacientes`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {patients.map((patient, index) => (
        <Fragment key={patient.id}>
          {index > 0 && <Divider component="li" aria-hidden />}
          <PatientCard patient={patient} onEdit={() => onEdit(patient)} />
        </Fragment>
      ))}
    </Stack>
  );
}

function PatientCard({ patient, onEdit }: { patient: PatientRowFieldsFragment; onEdit: () => void }) {
  const { t } = useLingui();
  const born = formatBirthDate(patient.birthDate);
  return (
    <Stack component="li" spacing={0.5} aria-label={patient.fullName} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{patient.fullName}</Typography>
        {!patient.status && <Chip size="small" label={t`Inactivo`} />}
      </Stack>
      {patient.email && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {patient.email}
        </Typography>
      )}
      {patient.phone && (
        <Typography variant="body2" color="text.secondary">
          {patient.phone}
        </Typography>
      )}
      {born && (
        <Typography variant="body2" color="text.secondary">
          <Trans>Fecha de nacimiento: {born}</Trans>
        </Typography>
      )}
      <Stack sx={{ pt: 1 }}>
        <PatientActions patient={patient} onEdit={onEdit} align="start" />
      </Stack>
    </Stack>
  );
}
