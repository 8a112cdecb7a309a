import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { object, string } from 'yup';
import { studyMessages } from '../../../shared/messages/studies';
import { readServerErrors } from '../api/graphql-errors';
import {
  AssignDicomReceivedStudyDocument,
  DicomInboxStudyTypesDocument,
  type DicomReceivedStudyFieldsFragment,
} from '../gql/graphql';
import { useLoading, useSnackbar } from '../shell/feedback/feedback-context';
import { FormTextField } from '../shell/forms/FormTextField';
import { PatientSearchField } from '../shell/forms/PatientSearchField';
import { dicomPersonName, patientStudiesPath } from './received-study-format';

type AssignValues = { patientId: string; studyTypeId: string };

const assignSchema = object({
  patientId: string().required(studyMessages.studyPatientRequired),
  studyTypeId: string().required(studyMessages.studyTypeRequired),
});

type Props = { received: DicomReceivedStudyFieldsFragment; onClose: () => void };

/** "Asignar": the patient (the suggested one first) and the study type a waiting study becomes a portal study of. */
export function AssignReceivedStudyDialog({ received, onClose }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const loading = useLoading();
  const studyTypes = useQuery(DicomInboxStudyTypesDocument);
  const [assign] = useMutation(AssignDicomReceivedStudyDocument, {
    refetchQueries: ['DicomInbox', 'DicomInboxPendingCount'],
  });
  const scannerName = dicomPersonName(received.dicomPatientName) || received.dicomPatientId || t`sin nombre`;

  const submit = async (values: AssignValues, helpers: FormikHelpers<AssignValues>) => {
    try {
      const { data } = await loading.during(assign({ variables: { input: { id: received.id, ...values } } }));
      const patient = data?.assignDicomReceivedStudy.patient;
      onClose();
      if (!patient) return;
      const href = patientStudiesPath(patient.id);
      snackbar.success(t`Estudio asignado a ${patient.fullName}.`, {
        label: t`Ver sus estudios`,
        href,
        open: () => void navigate(href),
      });
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, ['patientId', 'studyTypeId']);
      helpers.setErrors(fieldErrors);
      if (general.length > 0) snackbar.error(general.join(' '));
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="assign-received-title">
      <Formik<AssignValues>
        initialValues={{ patientId: received.patient?.id ?? '', studyTypeId: '' }}
        validationSchema={assignSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="assign-received-title">
              <Trans>Asignar estudio recibido</Trans>
            </DialogTitle>
            <DialogContent>
              <DialogContentText>
                <Trans>
                  El equipo lo envió para {scannerName}. Al asignarlo se guarda como un estudio visible y terminado del
                  paciente, con sus imágenes.
                </Trans>
              </DialogContentText>
              <PatientSearchField initial={received.patient} />
              <FormTextField name="studyTypeId" select label={t`Tipo de estudio`} required>
                {(studyTypes.data?.studyTypes ?? []).map((type) => (
                  <MenuItem key={type.id} value={type.id}>
                    {type.name}
                  </MenuItem>
                ))}
              </FormTextField>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} color="inherit">
                <Trans>Cancelar</Trans>
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                <Trans>Asignar</Trans>
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
