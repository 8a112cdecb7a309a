import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { QueryState } from '../../shell/QueryState';
import { FreshLinksContext } from './fresh-links';
import { PatientHeader } from './PatientHeader';
import { PatientNotFound } from './PatientNotFound';
import { StudyList } from './StudyList';
import { StudyStaffActions } from './StudyStaffActions';
import { usePatientStudies } from './use-patient-studies';

/** /virtuallab/invisiblen/:id (staff): a patient's hidden studies, to show them again. */
export function HiddenStudiesPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data, studies, more, loading, error, reload, links, notFound } = usePatientStudies(id, true);

  if (notFound) return <PatientNotFound />;
  if (!data) return <QueryState loading={loading} error={error} onRetry={() => void reload()} />;
  const patient = data.virtualLabPatient;

  return (
    <FreshLinksContext.Provider value={links}>
      <Stack spacing={3}>
        <PatientHeader
          patient={patient}
          linkDoctor
          actions={
            <Button
              component={RouterLink}
              to={`/virtuallab/patients/${patient.id}`}
              variant="outlined"
              size="small"
              startIcon={<ArrowBack />}
            >
              <Trans>Ver todos los estudios</Trans>
            </Button>
          }
        />
        <section aria-labelledby="hidden-studies-title">
          <Typography id="hidden-studies-title" variant="h6" component="h2">
            <Trans>Estudios ocultos</Trans>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            <Trans>El doctor y el paciente no ven estos estudios hasta que se muestren de nuevo.</Trans>
          </Typography>
          <StudyList
            studies={studies}
            more={more}
            staff
            actionsFor={(study) => <StudyStaffActions study={study} onChanged={() => void reload()} />}
            emptyMessage={t`Este paciente no tiene estudios ocultos.`}
          />
        </section>
      </Stack>
    </FreshLinksContext.Provider>
  );
}
