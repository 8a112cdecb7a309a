import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { readServerErrors } from '../../api/graphql-errors';
import { CreateStudyDocument, type StudyFormOptionsQuery, type StudyPatientOptionFragment } from '../../gql/graphql';
import { useLoading, useSnackbar } from '../../shell/feedback/feedback-context';
import { StudyFields } from '../studies/StudyFields';
import {
  emptyStudyValues,
  newStudyValuesSchema,
  studyFieldPaths,
  toStudyInput,
  type StudyValues,
} from '../studies/study-values';
import { PatientSearchField } from '../../shell/forms/PatientSearchField';
import { StudyFilesUploader } from './StudyFilesUploader';
import { useStudyUploads, type StudyUploads } from './use-study-uploads';
import { saveCheckingDicomPatient } from './dicom-patient-mismatch';
import { useDicomPatientCheck } from './DicomPatientCheckDialog';

type UploadValues = StudyValues & { patientId: string };

/** The new study's files wait under this key while the form is not saved (one new study at a time). */
const newStudyDraft = 'new-study';

type Props = {
  options: StudyFormOptionsQuery;
  initialPatient: StudyPatientOptionFragment | null;
  /** The lab's default expiry (appSettings), where "Vence en" starts. */
  defaultExpiryDays: number | null;
};

/** The upload form: patient, study data and files; saves once every chosen file is stored. */
export function UploadStudyForm({ options, initialPatient, defaultExpiryDays }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const loading = useLoading();
  const location = useLocation();
  const client = useApolloClient();
  const uploads = useStudyUploads(
    newStudyDraft,
    { title: t`Nuevo estudio`, href: location.pathname + location.search },
    snackbar.error,
  );
  // The client, not a mutation hook: a save that waits for the uploads runs after the form is gone.
  const createStudy = (values: UploadValues, fileIds: string[], dicomPatientConfirmed = false) =>
    client.mutate({
      mutation: CreateStudyDocument,
      variables: { input: { ...toStudyInput(values), patientId: values.patientId, fileIds, dicomPatientConfirmed } },
      refetchQueries: ['PatientStudies'],
    });
  const patientCheck = useDicomPatientCheck();

  const submit = async (values: UploadValues, helpers: FormikHelpers<UploadValues>) => {
    if (uploads.uploading) {
      uploads.saveWhenUploaded({
        save: (fileIds) => createStudy(values, fileIds),
        success: t`Estudio guardado.`,
        failure: (reason) => t`No se guardó el estudio: ${reason}`,
      });
      snackbar.success(t`El estudio se guardará en cuanto terminen de subir los archivos.`);
      void navigate(`/virtuallab/patients/${values.patientId}`);
      return;
    }
    try {
      const saved = await saveCheckingDicomPatient(
        (confirmed) => loading.during(createStudy(values, uploads.fileIds, confirmed)),
        patientCheck.ask,
      );
      if (!saved) return;
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, studyFieldPaths);
      helpers.setErrors(fieldErrors);
      if (general.length > 0) snackbar.error(general.join(' '));
      return;
    }
    uploads.commit();
    snackbar.success(t`Estudio guardado.`);
    void navigate(`/virtuallab/patients/${values.patientId}`);
  };

  return (
    <Formik<UploadValues>
      initialValues={{ ...emptyStudyValues(defaultExpiryDays), patientId: initialPatient?.id ?? '' }}
      validationSchema={newStudyValuesSchema}
      onSubmit={submit}
    >
      {({ values, isSubmitting }) => (
        <Form noValidate aria-labelledby="upload-study-title">
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="upload-study-title" variant="h5" component="h2" gutterBottom>
              <Trans>Nuevo estudio</Trans>
            </Typography>
            <PatientSearchField initial={initialPatient} />
            <StudyFields options={options} editing={false} />
            <Divider sx={{ my: 2 }} />
            <Typography variant="h6" component="h3" gutterBottom>
              <Trans>Archivos</Trans>
            </Typography>
            <StudyFilesUploader uploads={uploads} />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'flex-end', alignItems: { sm: 'center' }, mt: 3 }}
            >
              <SaveHint values={values} uploads={uploads} />
              <Button
                component={RouterLink}
                to={values.patientId ? `/virtuallab/patients/${values.patientId}` : '/virtuallab'}
                onClick={uploads.discard}
                color="inherit"
              >
                <Trans>Cancelar</Trans>
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting || !canSave(values, uploads)}>
                <Trans>Guardar estudio</Trans>
              </Button>
            </Stack>
          </Paper>
          {patientCheck.dialog}
        </Form>
      )}
    </Formik>
  );
}

// Files still going up do not hold the save back: it waits for them, and the user may leave. DICOM
// images do, because their patient is checked with the user before the study is saved.
const canSave = (values: UploadValues, uploads: StudyUploads) =>
  values.patientId !== '' &&
  values.studyTypeId !== '' &&
  !uploads.dicomUploading &&
  (uploads.fileIds.length > 0 || uploads.uploading);

/** Says what is missing while "Guardar estudio" is disabled. */
function SaveHint({ values, uploads }: { values: UploadValues; uploads: StudyUploads }) {
  const { t } = useLingui();
  let hint: string | null = null;
  if (values.patientId === '' || values.studyTypeId === '') hint = t`Elige el paciente y el tipo de estudio.`;
  else if (uploads.dicomUploading)
    hint = t`Espera a que terminen de subir las imágenes DICOM: antes de guardar se revisa que sean de este paciente.`;
  else if (uploads.uploading)
    hint = t`Puedes guardar ya: el estudio se guarda en cuanto terminen de subir los archivos, aunque cambies de página.`;
  else if (uploads.fileIds.length === 0) hint = t`Sube al menos un archivo.`;
  if (!hint) return null;
  return (
    <Typography variant="body2" color="text.secondary" role="status" sx={{ flexGrow: 1 }}>
      {hint}
    </Typography>
  );
}
