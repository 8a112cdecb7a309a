import CloudUpload from '@mui/icons-material/CloudUpload';
import Edit from '@mui/icons-material/Edit';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { StartChatButton } from '../../chat/StartChatButton';
import { useOpenPatientChat } from '../../chat/use-open-patient-chat';
import { QueryState } from '../../shell/QueryState';
import { ShareStudyButton } from '../../study-shares';
import { PatientFormDialog } from '../patients/PatientFormDialog';
import { FreshLinksContext } from './fresh-links';
import { PatientHeader } from './PatientHeader';
import { PatientNotFound } from './PatientNotFound';
import { StudyList } from './StudyList';
import { StudyStaffActions } from './StudyStaffActions';
import { useIsStudyStaff } from './use-is-study-staff';
import { usePatientStudies } from './use-patient-studies';

/**
 * /virtuallab/patients/:id: a patient and their studies. Staff upload, edit, hide and delete;
 * a doctor reads the visible, unexpired studies of their own patients. Staff and the doctor edit
 * the patient's data; /virtuallab/patients/:id/edit opens that form at once, and
 * /virtuallab/patients/:id/chat (staff) the chat with the patient.
 */
export function PatientStudiesPage() {
  const { t } = useLingui();
  const { id = '', action } = useParams();
  const navigate = useNavigate();
  const staff = useIsStudyStaff();
  const { data, studies, more, loading, error, reload, links, notFound } = usePatientStudies(id, false);
  const patient = data?.virtualLabPatient;
  useChatAction(staff && action === 'chat' ? patient : undefined);

  if (notFound) return <PatientNotFound />;
  if (!data || !patient) return <QueryState loading={loading} error={error} onRetry={() => void reload()} />;
  const pagePath = `/virtuallab/patients/${patient.id}`;

  return (
    <FreshLinksContext.Provider value={links}>
      <Stack spacing={3}>
        <PatientHeader
          patient={patient}
          linkDoctor={staff}
          actions={
            <>
              {staff && (
                <Button
                  component={RouterLink}
                  to={`/virtuallab/upload?patient=${patient.id}`}
                  variant="contained"
                  size="small"
                  startIcon={<CloudUpload />}
                >
                  <Trans>Subir resultados</Trans>
                </Button>
              )}
              <Button
                component={RouterLink}
                to={`${pagePath}/edit`}
                variant="outlined"
                size="small"
                startIcon={<Edit />}
              >
                <Trans>Editar paciente</Trans>
              </Button>
              {staff && (
                <>
                  <Button
                    component={RouterLink}
                    to={`/virtuallab/invisiblen/${patient.id}`}
                    variant="outlined"
                    size="small"
                    startIcon={<VisibilityOff />}
                  >
                    <Trans>Estudios ocultos</Trans>
                  </Button>
                  <StartChatButton patientId={patient.id} name={patient.fullName} />
                </>
              )}
            </>
          }
        />
        <section aria-labelledby="patient-studies-title">
          <Typography id="patient-studies-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
            <Trans>Estudios</Trans>
          </Typography>
          <StudyList
            studies={studies}
            more={more}
            staff={staff}
            actionsFor={(study) => (
              <>
                <ShareStudyButton studyId={study.id} title={study.studyType.name} />
                {staff && <StudyStaffActions study={study} onChanged={() => void reload()} />}
              </>
            )}
            emptyMessage={t`No hay estudios activos para este paciente.`}
          />
        </section>
      </Stack>
      {action === 'edit' && (
        <PatientFormDialog
          patient={patient}
          doctor={patient.doctor ?? { id: '', fullName: '' }}
          chooseDoctor={staff}
          onClose={() => void navigate(pagePath, { replace: true })}
          onSaved={() => {
            void navigate(pagePath, { replace: true });
            void reload();
          }}
        />
      )}
    </FreshLinksContext.Provider>
  );
}

/**
 * Opens the patient's chat once, when the page was reached as /virtuallab/patients/:id/chat: the
 * address becomes the plain patient page with the chat open over it.
 */
function useChatAction(patient: { id: string; fullName: string } | undefined) {
  const { openPatientChat } = useOpenPatientChat();
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!patient || opened.current === patient.id) return;
    opened.current = patient.id;
    void openPatientChat(patient.id, patient.fullName, { on: `/virtuallab/patients/${patient.id}` });
  }, [patient, openPatientChat]);
}
