import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { readServerErrors } from '../api/graphql-errors';
import { UpdateProfileDocument, type ProfileFieldsFragment } from '../gql/graphql';
import { updateStoredUser } from '../session/stored-user';
import { useSnackbar } from '../shell/feedback/feedback-context';
import { DoctorDataFields } from '../shell/forms/DoctorDataFields';
import { hasOfficeData, personFieldPaths } from '../shell/forms/person-values';
import { PersonFields } from './PersonFields';
import { profileSchema, toProfileInput, toProfileValues, type ProfileValues } from './profile-values';
import { roleOf } from '../session/roles';

/** Own data (and office data for doctors and office administrators), saved with updateProfile. */
export function ProfileForm({ me }: { me: ProfileFieldsFragment }) {
  const { t } = useLingui();
  const snackbar = useSnackbar();
  const [updateProfile] = useMutation(UpdateProfileDocument);
  const withOffice = hasOfficeData(roleOf(me.type.role));

  const submit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    try {
      const { data } = await updateProfile({ variables: { input: toProfileInput(values) } });
      if (!data) return;
      const saved = data.updateProfile;
      // The sidebar alert reads the stored user: update it so the icon goes away at once.
      updateStoredUser({ name: saved.name, profile_completion_pending: saved.profileCompletionPending });
      helpers.resetForm({ values: toProfileValues(saved) });
      snackbar.success(t`Perfil actualizado correctamente.`);
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, personFieldPaths(withOffice));
      helpers.setErrors(fieldErrors);
      if (general.length > 0) snackbar.error(general.join(' '));
    }
  };

  return (
    <Formik<ProfileValues>
      initialValues={toProfileValues(me)}
      validationSchema={profileSchema(roleOf(me.type.role))}
      onSubmit={submit}
      enableReinitialize
    >
      {({ isSubmitting, dirty }) => (
        <Form noValidate aria-labelledby="profile-data-title">
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="profile-data-title" variant="h6" component="h2" gutterBottom>
              <Trans>Datos personales</Trans>
            </Typography>
            <PersonFields />
            {withOffice && (
              <>
                <Divider sx={{ my: 3 }} />
                <Typography variant="h6" component="h2" gutterBottom>
                  <Trans>Datos del consultorio</Trans>
                </Typography>
                <DoctorDataFields complete={roleOf(me.type.role) === 'doctor'} />
              </>
            )}
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 3 }}>
              <Button
                type="submit"
                variant="contained"
                disabled={isSubmitting || (!dirty && !me.profileCompletionPending)}
              >
                <Trans>Guardar cambios</Trans>
              </Button>
            </Stack>
          </Paper>
        </Form>
      )}
    </Formik>
  );
}
