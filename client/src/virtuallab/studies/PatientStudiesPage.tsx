import CloudUpload from '@mui/icons-material/CloudUpload';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { StartChatButton } from '../../chat/StartChatButton';
import { QueryState } from '../../course-admin/QueryState';
import { FreshLinksContext } from './fresh-links';
import { PatientHeader } from './PatientHeader';
import { PatientNotFound } from './PatientNotFound';
import { StudyList } from './StudyList';
import { StudyStaffActions } from './StudyStaffActions';
import { useIsStudyStaff } from './use-is-study-staff';
import { usePatientStudies } from './use-patient-studies';

/**
 * /virtuallab/patients/:id: a patient and their studies. Staff upload, edit, hide and delete;
 * a doctor reads the visible, unexpired studies of their own patients.
 */
export function PatientStudiesPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const staff = useIsStudyStaff();
  const { data, loading, error, reload, links, notFound } = usePatientStudies(id, false);

  if (notFound) return <PatientNotFound />;
  if (!data) return <QueryState loading={loading} error={error} onRetry={() => void reload()} />;
  const patient = data.virtualLabPatient;

  return (
    <FreshLinksContext.Provider value={links}>
      <Stack spacing={3}>
        <PatientHeader
          patient={patient}
          linkDoctor={staff}
          actions={
            staff && (
              <>
                <Button component={RouterLink} to={`/virtuallab/upload?patient=${patient.id}`} variant="contained" size="small" startIcon={<CloudUpload />}>
                  <Trans>Subir resultados</Trans>
                </Button>
                <Button component={RouterLink} to={`/virtuallab/invisiblen/${patient.id}`} variant="outlined" size="small" startIcon={<VisibilityOff />}>
                  <Trans>Estudios ocultos</Trans>
                </Button>
                <StartChatButton patientId={patient.id} name={patient.fullName} />
              </>
            )
          }
        />
        <section aria-labelledby="patient-studies-title">
          <Typography id="patient-studies-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            <Trans>Estudios</Trans>
          </Typography>
          <StudyList
            studies={data.patientStudies}
            staff={staff}
            actionsFor={staff ? (study) => <StudyStaffActions study={study} onChanged={() => void reload()} /> : undefined}
            emptyMessage={t`No hay estudios activos para este paciente.`}
          />
        </section>
      </Stack>
    </FreshLinksContext.Provider>
  );
}
