import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useLocation } from 'react-router-dom';
import { readServerErrors, serverErrorMessage } from '../../api/graphql-errors';
import {
  AddStudyFilesDocument,
  StudyFormOptionsDocument,
  UpdateStudyDocument,
  type StudyCardFieldsFragment,
} from '../../gql/graphql';
import { useLoading, useSnackbar } from '../../shell/feedback/feedback-context';
import { QueryState } from '../../shell/QueryState';
import { StudyFilesUploader } from '../upload/StudyFilesUploader';
import { useStudyUploads } from '../upload/use-study-uploads';
import { saveCheckingDicomPatient } from '../upload/dicom-patient-mismatch';
import { useDicomPatientCheck } from '../upload/DicomPatientCheckDialog';
import { SavedStudyFiles } from './SavedStudyFiles';
import { StudyFields } from './StudyFields';
import { studyFieldPaths, studyValuesSchema, toStudyInput, toStudyValues, type StudyValues } from './study-values';

type Props = { study: StudyCardFieldsFragment; onClose: () => void; onSaved: () => void };

/**
 * Edits a study's data, removes single files and adds more (uploaded here, attached on save; a
 * save while they go up attaches them when they end). Cancelling stops the uploads and discards
 * the files not saved; leaving the page keeps them for the next time the study is edited.
 */
export function EditStudyDialog({ study, onClose, onSaved }: Props) {
  const { t } = useLingui();
  const snackbar = useSnackbar();
  const loading = useLoading();
  const location = useLocation();
  const client = useApolloClient();
  const options = useQuery(StudyFormOptionsDocument);
  const uploads = useStudyUploads(
    `study-${study.id}`,
    { title: t`Editar estudio`, href: location.pathname + location.search },
    snackbar.error,
  );
  const [updateStudy] = useMutation(UpdateStudyDocument);
  // The client, not a mutation hook: files still going up are attached after the dialog closed.
  const addStudyFiles = (fileIds: string[], dicomPatientConfirmed = false) =>
    client.mutate({
      mutation: AddStudyFilesDocument,
      variables: { studyId: study.id, fileIds, dicomPatientConfirmed },
      refetchQueries: ['PatientStudies'],
    });
  const patientCheck = useDicomPatientCheck();
  const cancel = () => {
    uploads.discard();
    onClose();
  };

  const submit = async (values: StudyValues, helpers: FormikHelpers<StudyValues>) => {
    loading.show();
    try {
      try {
        await updateStudy({ variables: { id: study.id, input: toStudyInput(values) } });
      } catch (error) {
        const { fieldErrors, general } = readServerErrors(error, studyFieldPaths);
        helpers.setErrors(fieldErrors);
        if (general.length > 0) snackbar.error(general.join(' '));
        return;
      }
      if (uploads.uploading) {
        uploads.saveWhenUploaded({
          save: (fileIds) => addStudyFiles(fileIds),
          success: t`Archivos agregados al estudio.`,
          failure: (reason) => t`Los datos se guardaron, pero los archivos no se pudieron agregar: ${reason}`,
        });
        snackbar.success(t`Estudio actualizado. Los archivos se agregan en cuanto terminen de subir.`);
        onSaved();
        return;
      }
      if (uploads.fileIds.length > 0) {
        try {
          const added = await saveCheckingDicomPatient(
            (confirmed) => addStudyFiles(uploads.fileIds, confirmed),
            async (mismatch) => {
              // The comparison is the user's to read: no loading dialog over it.
              loading.hide();
              const confirmed = await patientCheck.ask(mismatch);
              loading.show();
              return confirmed;
            },
          );
          if (!added) return;
          uploads.commit();
        } catch (error) {
          const reason = serverErrorMessage(error);
          snackbar.error(t`Los datos se guardaron, pero los archivos no se pudieron agregar: ${reason}`);
          return;
        }
      }
      snackbar.success(t`Estudio actualizado.`);
      onSaved();
    } finally {
      loading.hide();
    }
  };

  return (
    <Dialog open onClose={cancel} aria-labelledby="edit-study-title" maxWidth="md" fullWidth>
      <Formik<StudyValues> initialValues={toStudyValues(study)} validationSchema={studyValuesSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="edit-study-title">
              <Trans>Editar estudio</Trans>
            </DialogTitle>
            <DialogContent dividers>
              {options.data ? (
                <StudyFields options={options.data} editing />
              ) : (
                <QueryState loading={options.loading} error={options.error} onRetry={() => void options.refetch()} />
              )}
              <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1, fontWeight: 500 }}>
                <Trans>Archivos del estudio</Trans>
              </Typography>
              <SavedStudyFiles study={study} />
              <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1, fontWeight: 500 }}>
                <Trans>Agregar archivos</Trans>
              </Typography>
              <StudyFilesUploader uploads={uploads} />
            </DialogContent>
            <DialogActions>
              {uploads.dicomUploading && (
                <Typography variant="body2" color="text.secondary" role="status" sx={{ flexGrow: 1, px: 1 }}>
                  <Trans>
                    Espera a que terminen de subir las imágenes DICOM: antes de guardar se revisa que sean de este
                    paciente.
                  </Trans>
                </Typography>
              )}
              <Button onClick={cancel} color="inherit">
                <Trans>Cancelar</Trans>
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={isSubmitting || !options.data || uploads.dicomUploading}
              >
                <Trans>Guardar cambios</Trans>
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
      {patientCheck.dialog}
    </Dialog>
  );
}
