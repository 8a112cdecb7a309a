import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { labSettingsSchema } from '../../../shared/validation/lab-settings';
import { readServerErrors } from '../api/graphql-errors';
import { type LabSettingsFieldsFragment, UpdateLabSettingsDocument } from '../gql/graphql';
import { useLoading, useSnackbar } from '../shell/feedback/feedback-context';
import { formatLabDateTime } from '../shell/format/lab-time';
import {
  labSettingsFieldPaths,
  type LabSettingsValues,
  toLabSettingsInput,
  toLabSettingsValues,
} from './lab-settings-values';
import { SettingsSections } from './SettingsSections';

type Props = {
  settings: LabSettingsFieldsFragment;
  /** The server's upload cap (appSettings.fileSizeLimitMb). */
  fileSizeLimitMb: number;
  /** Staff who are not admins see the settings without changing them. */
  readOnly: boolean;
};

/** Every setting of the lab in one form, saved with "Guardar ajustes" (admins). */
export function LabSettingsForm({ settings, fileSizeLimitMb, readOnly }: Props) {
  const { t, i18n } = useLingui();
  const snackbar = useSnackbar();
  const loading = useLoading();
  const [update] = useMutation(UpdateLabSettingsDocument, {
    // The banner, the menu and the upload form read appSettings; the history gains the changes.
    refetchQueries: ['LabSettings', 'AppSettings', 'LabSettingsChanges'],
    awaitRefetchQueries: true,
  });

  const submit = async (values: LabSettingsValues, helpers: FormikHelpers<LabSettingsValues>) => {
    try {
      const { data } = await loading.during(update({ variables: { input: toLabSettingsInput(values) } }));
      if (data) helpers.resetForm({ values: toLabSettingsValues(data.updateLabSettings) });
      snackbar.success(t`Ajustes guardados.`);
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, labSettingsFieldPaths);
      helpers.setErrors(fieldErrors as FormikErrors<LabSettingsValues>);
      if (general.length > 0) snackbar.error(general.join(' '));
    }
  };

  const updatedAt = formatLabDateTime(settings.updatedAt, i18n.locale);
  const editor = settings.updatedByName;
  return (
    <Formik<LabSettingsValues>
      initialValues={toLabSettingsValues(settings)}
      validationSchema={labSettingsSchema({ fileSizeLimitMb })}
      onSubmit={submit}
      enableReinitialize
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t`Ajustes del laboratorio`}>
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <SettingsSections readOnly={readOnly} fileSizeLimitMb={fileSizeLimitMb} />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mt: 3 }}
            >
              <Typography variant="body2" color="text.secondary">
                {editor ? (
                  <Trans>
                    Último cambio: {updatedAt}, por {editor}
                  </Trans>
                ) : (
                  <Trans>Último cambio: {updatedAt}</Trans>
                )}
              </Typography>
              {!readOnly && (
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  <Trans>Guardar ajustes</Trans>
                </Button>
              )}
            </Stack>
          </Paper>
        </Form>
      )}
    </Formik>
  );
}
