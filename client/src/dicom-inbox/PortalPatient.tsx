import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import type { DicomReceivedStudyFieldsFragment } from '../gql/graphql';
import { patientStudiesPath } from './received-study-format';

/** The portal patient of a received study: suggested by its "ID para el equipo" while it waits, or the one it went to. */
export function PortalPatient({ received }: { received: DicomReceivedStudyFieldsFragment }) {
  const { patient } = received;
  if (!patient)
    return (
      <Typography variant="body2" color="text.secondary">
        <Trans>Sin paciente</Trans>
      </Typography>
    );
  if (received.status === 'PENDING')
    return (
      <Typography variant="body2">
        <Trans>Sugerido: {patient.fullName}</Trans>
      </Typography>
    );
  return (
    <Link component={RouterLink} to={patientStudiesPath(patient.id)} variant="body2">
      {patient.fullName}
    </Link>
  );
}
