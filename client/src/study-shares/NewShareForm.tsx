import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik } from 'formik';
import { shareDays, studyShareSchema, type StudyShareValues } from '../../../shared/validation/study-share';
import { FormSwitch } from '../shell/forms/FormSwitch';
import { FormTextField } from '../shell/forms/FormTextField';

type Props = { onCreate: (values: StudyShareValues) => Promise<void>; onClose: () => void };

/** The shared schema's defaults, but the portal's form starts with the PIN on (the API's default is off). */
const newShare: StudyShareValues = { ...studyShareSchema.getDefault(), withPin: true };

/** "Compartir": how long the link opens (1 to 30 days, 7 by default), a PIN, the ZIP download. */
export function NewShareForm({ onCreate, onClose }: Props) {
  const { t } = useLingui();
  return (
    <Formik<StudyShareValues>
      initialValues={newShare}
      validationSchema={studyShareSchema}
      onSubmit={async (values) => onCreate(studyShareSchema.cast(values))}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <Stack spacing={1}>
            <FormTextField
              name="days"
              type="number"
              label={t`Días de vigencia`}
              helperText={t`De 1 a 30 días. Después el enlace deja de abrir.`}
              slotProps={{ htmlInput: { min: shareDays.min, max: shareDays.max, inputMode: 'numeric' } }}
            />
            <FormSwitch
              name="withPin"
              label={t`Proteger con PIN`}
              helperText={t`Quien lo abra deberá escribir un PIN de 6 dígitos que le darás por separado.`}
            />
            <FormSwitch
              name="allowDownload"
              label={t`Permitir descarga`}
              helperText={t`Quien lo abra podrá descargar el estudio completo en un ZIP.`}
            />
          </Stack>
          <DialogActions sx={{ px: 0 }}>
            <Button onClick={onClose}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              <Trans>Crear enlace</Trans>
            </Button>
          </DialogActions>
        </Form>
      )}
    </Formik>
  );
}
