import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { readServerErrors } from '../../api/graphql-errors';
import { CreatePatientDocument, UpdatePatientDocument, type PatientRowFieldsFragment } from '../../gql/graphql';
import { useSnackbar } from '../../shell/feedback/feedback-context';
import type { DoctorOption } from './DoctorSelectField';
import { PatientFields } from './PatientFields';
import {
  patientFieldPaths,
  patientFormSchema,
  toPatientInput,
  toPatientValues,
  type PatientValues,
} from './patient-values';

type Props = {
  /** The patient to edit; a new patient without it. */
  patient?: PatientRowFieldsFragment;
  /** The doctor whose list is open: a new patient's doctor unless staff choose another. */
  doctor: DoctorOption;
  /** Staff choose the doctor; a doctor's patients are always their own. */
  chooseDoctor: boolean;
  onClose: () => void;
  onSaved: (patient: PatientRowFieldsFragment) => void;
};

/** "Nuevo paciente" and "Editar": the shared rules in the browser, the server's answer on the fields. */
export function PatientFormDialog({ patient, doctor, chooseDoctor, onClose, onSaved }: Props) {
  const { t } = useLingui();
  const snackbar = useSnackbar();
  const [createPatient] = useMutation(CreatePatientDocument);
  const [updatePatient] = useMutation(UpdatePatientDocument);
  const initialDoctor = patient ? patient.doctor : doctor;

  const submit = async (values: PatientValues, helpers: FormikHelpers<PatientValues>) => {
    const input = toPatientInput(values, chooseDoctor);
    try {
      const saved = patient
        ? (await updatePatient({ variables: { id: patient.id, input } })).data?.updatePatient
        : (await createPatient({ variables: { input } })).data?.createPatient;
      if (!saved) return;
      const name = saved.fullName;
      snackbar.success(
        patient
          ? t`Datos de ${name} actualizados.`
          : t`${name} quedó registrado. Le enviamos un correo para crear su contraseña.`,
      );
      onSaved(saved);
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, patientFieldPaths);
      helpers.setErrors(fieldErrors);
      if (general.length > 0) snackbar.error(general.join(' '));
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="patient-form-title">
      <Formik<PatientValues>
        initialValues={toPatientValues(patient, doctor.id)}
        validationSchema={patientFormSchema(chooseDoctor)}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="patient-form-title">{patient ? t`Editar paciente` : t`Nuevo paciente`}</DialogTitle>
            <DialogContent>
              <PatientFields chooseDoctor={chooseDoctor} initialDoctor={initialDoctor} />
              {!patient && (
                <Alert severity="info" sx={{ mt: 2 }}>
                  <Trans>
                    Al guardar, el paciente recibe un correo con un enlace para crear su contraseña de la aplicación
                    móvil.
                  </Trans>
                </Alert>
              )}
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} color="inherit" disabled={isSubmitting}>
                <Trans>Cancelar</Trans>
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                {patient ? <Trans>Guardar cambios</Trans> : <Trans>Registrar paciente</Trans>}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
