import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { formatDay } from '../../shell/format/lab-time';
import type { CheckedPatient, DicomPatientMismatch } from './dicom-patient-mismatch';

/**
 * The patient check before saving DICOM files: the portal's patient beside the patient the
 * scanner recorded, and staff must say they are the same person. `ask` opens it and answers the choice.
 */
export function useDicomPatientCheck(): {
  ask: (mismatch: DicomPatientMismatch) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [mismatch, setMismatch] = useState<DicomPatientMismatch | null>(null);
  const answer = useRef<(confirmed: boolean) => void>(() => undefined);
  const ask = useCallback(
    (next: DicomPatientMismatch) =>
      new Promise<boolean>((resolve) => {
        answer.current = (confirmed) => {
          setMismatch(null);
          resolve(confirmed);
        };
        setMismatch(next);
      }),
    [],
  );
  const dialog = mismatch ? (
    <DicomPatientCheckDialog mismatch={mismatch} onAnswer={(ok) => answer.current(ok)} />
  ) : null;
  return { ask, dialog };
}

function DicomPatientCheckDialog({
  mismatch,
  onAnswer,
}: {
  mismatch: DicomPatientMismatch;
  onAnswer: (confirmed: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open onClose={() => onAnswer(false)} aria-labelledby="dicom-patient-check-title" maxWidth="md" fullWidth>
      <DialogTitle id="dicom-patient-check-title">
        <Trans>Revisa el paciente antes de guardar</Trans>
      </DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          <Trans>
            El paciente registrado en los archivos DICOM no coincide con el paciente del estudio. Guarda solo si son la
            misma persona.
          </Trans>
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <PatientSide title={t`Paciente en el portal`} patients={[mismatch.portalPatient]} testId="portal-patient" />
          <PatientSide
            title={t`Paciente en los archivos DICOM`}
            patients={mismatch.dicomPatients}
            testId="dicom-patient"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} color="inherit">
          <Trans>Cancelar</Trans>
        </Button>
        <Button onClick={() => onAnswer(true)} variant="contained" color="warning">
          <Trans>Es el mismo paciente: guardar</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PatientSide({ title, patients, testId }: { title: string; patients: CheckedPatient[]; testId: string }) {
  const { t } = useLingui();
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }} data-testid={testId}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      {patients.map((patient, index) => (
        <Stack key={index} component="dl" spacing={0.5} sx={{ m: 0, '& dd': { m: 0, fontWeight: 500 } }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t`Nombre`}
          </Typography>
          <Typography component="dd">{patient.name || t`Sin nombre`}</Typography>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t`Fecha de nacimiento`}
          </Typography>
          <Typography component="dd">{patient.birthDate ? formatDay(patient.birthDate) : t`Sin fecha`}</Typography>
          {patient.patientId && (
            <>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t`ID en el equipo`}
              </Typography>
              <Typography component="dd">{patient.patientId}</Typography>
            </>
          )}
        </Stack>
      ))}
    </Paper>
  );
}
