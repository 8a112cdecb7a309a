import { usePublicMutation } from '../api/public-graphql';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorsOf } from '../../../shared/validation/checks';
import { doctorPreRegistrationChecks } from '../../../shared/validation/pre-registration-form';
import { readServerErrors } from '../api/graphql-errors';
import { SubmitDoctorPreRegistrationDocument } from '../gql/graphql';
import { LightForm } from '../shell/forms/light/LightForm';
import {
  BirthDateInput,
  DoctorDataFields,
  EmailInput,
  NameInputs,
  PhoneInput,
  SexInput,
} from '../shell/forms/light/public-inputs';
import { useLightForm, type LightFormHelpers } from '../shell/forms/light/use-light-form';
import {
  type DoctorValues,
  type PersonValues,
  personFieldPaths,
  toOfficeInput,
  toOfficeValues,
  toPersonInput,
  toPersonValues,
  withoutUsername,
} from '../shell/forms/person-values';
import { useDocumentTitle } from '../shell/use-document-title';
import { FieldCell, FieldGrid } from '../shell/forms/FieldGrid';

type Values = Omit<PersonValues, 'username'> & { doctorData: DoctorValues };

const emptyValues: Values = { ...withoutUsername(toPersonValues()), doctorData: toOfficeValues() };

/** /pre-registro (public): a doctor sends their data and office data; the lab reviews it. */
export function PreRegistrationPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Registro de doctores`);
  const [sent, setSent] = useState(false);
  const [submitRegistration] = usePublicMutation(SubmitDoctorPreRegistrationDocument);
  const [generalError, setGeneralError] = useState<string | null>(null);

  const submit = async (values: Values, helpers: LightFormHelpers) => {
    setGeneralError(null);
    try {
      await submitRegistration({
        variables: {
          input: {
            ...withoutUsername(toPersonInput({ ...values, username: '' })),
            doctorData: toOfficeInput(values.doctorData),
          },
        },
      });
      setSent(true);
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, personFieldPaths(true));
      helpers.setErrors(fieldErrors);
      if (general.length > 0) setGeneralError(general.join(' '));
    }
  };
  const form = useLightForm<Values>({
    initialValues: emptyValues,
    validate: (values) => errorsOf(doctorPreRegistrationChecks, values),
    onSubmit: submit,
  });

  if (sent) {
    return (
      <Paper sx={{ p: { xs: 3, md: 5 }, maxWidth: 640, mx: 'auto', textAlign: 'center' }} role="status">
        <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h5" component="h1" gutterBottom>
          <Trans>Datos enviados</Trans>
        </Typography>
        <Typography color="text.secondary">
          <Trans>
            El laboratorio revisará tu solicitud y te escribirá por correo electrónico: si se aprueba, recibirás un
            enlace para crear tu contraseña.
          </Trans>
        </Typography>
        <Button component={RouterLink} to="/login" sx={{ mt: 3 }}>
          <Trans>Ir a iniciar sesión</Trans>
        </Button>
      </Paper>
    );
  }

  return (
    <LightForm form={form} aria-labelledby="pre-registration-title">
      <Paper sx={{ p: { xs: 2, md: 3 }, maxWidth: 960, mx: 'auto' }}>
        <Typography id="pre-registration-title" variant="h5" component="h1" gutterBottom>
          <Trans>Registro de doctores</Trans>
        </Typography>
        <Typography color="text.secondary">
          <Trans>Envía tus datos y los de tu consultorio. El laboratorio revisará tu solicitud.</Trans>
        </Typography>
        <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
          <Trans>Datos personales</Trans>
        </Typography>
        <FieldGrid>
          <NameInputs own />
          <FieldCell size={{ xs: 12, md: 6 }}>
            <EmailInput own />
          </FieldCell>
          <FieldCell size={{ xs: 12, md: 6 }}>
            <PhoneInput own />
          </FieldCell>
          <FieldCell size={{ xs: 12, sm: 6 }}>
            <BirthDateInput />
          </FieldCell>
          <FieldCell size={{ xs: 12, sm: 6 }}>
            <SexInput />
          </FieldCell>
        </FieldGrid>
        {/* Divider's and Stack's looks in Box, which every page already has: the page's first
            visit stays within its budget (scripts/bundle-report.mjs). */}
        <Box component="hr" sx={{ my: 3, mx: 0, border: 0, borderBottom: 1, borderColor: 'divider' }} />
        <Typography variant="h6" component="h2">
          <Trans>Datos del consultorio</Trans>
        </Typography>
        <DoctorDataFields complete />
        {generalError && (
          <Typography color="error" role="alert" sx={{ mt: 2 }}>
            {generalError}
          </Typography>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
          <Button type="submit" variant="contained" disabled={form.isSubmitting}>
            <Trans>Enviar datos</Trans>
          </Button>
        </Box>
      </Paper>
    </LightForm>
  );
}
