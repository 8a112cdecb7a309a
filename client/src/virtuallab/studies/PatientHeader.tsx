import Badge from '@mui/icons-material/Badge';
import Email from '@mui/icons-material/Email';
import MedicalServices from '@mui/icons-material/MedicalServices';
import Phone from '@mui/icons-material/Phone';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { scannerPatientId } from '../../../../shared/scanner-patient-id';
import type { PatientStudiesQuery } from '../../gql/graphql';

type Props = {
  patient: PatientStudiesQuery['virtualLabPatient'];
  /** Links to the doctor's patient list and shows the ID para el equipo (staff). */
  linkDoctor: boolean;
  actions?: ReactNode;
};

/** Who the studies belong to: name, email, phone, doctor and (for staff) the ID para el equipo, with the page's actions. */
export function PatientHeader({ patient, linkDoctor, actions }: Props) {
  const { t } = useLingui();
  const doctor = patient.doctor;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Stack spacing={0.75} sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {patient.fullName}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.5, sm: 3 }}
            useFlexGap
            sx={{ flexWrap: 'wrap', color: 'text.secondary' }}
          >
            <Detail icon={<Email fontSize="small" />} label={t`Correo`}>
              <Link href={`mailto:${patient.email}`} color="inherit">
                {patient.email}
              </Link>
            </Detail>
            <Detail icon={<Phone fontSize="small" />} label={t`Teléfono`}>
              {patient.phone ? (
                <Link href={`tel:${patient.phone}`} color="inherit">
                  {patient.phone}
                </Link>
              ) : (
                <Trans>Sin teléfono</Trans>
              )}
            </Detail>
            <Detail icon={<MedicalServices fontSize="small" />} label={t`Doctor`}>
              {!doctor ? (
                <Trans>Sin doctor asignado</Trans>
              ) : linkDoctor ? (
                <Link component={RouterLink} to={`/virtuallab/${doctor.id}`} color="inherit">
                  {doctor.fullName}
                </Link>
              ) : (
                doctor.fullName
              )}
            </Detail>
            {linkDoctor && (
              // What the lab types as Patient ID at the scanner, so the images reach this record.
              <Detail icon={<Badge fontSize="small" />} label={t`ID para el equipo`}>
                <Trans>ID para el equipo: {scannerPatientId(patient.id)}</Trans>
              </Detail>
            )}
          </Stack>
        </Stack>
        {actions && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Stack component="span" title={label} aria-label={label} role="img" sx={{ display: 'inline-flex' }}>
        {icon}
      </Stack>
      <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}
