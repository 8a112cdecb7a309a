import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { limits } from '../../../shared/limits';
import { studyGroupSchema } from '../../../shared/validation/study';
import { readServerErrors } from '../api/graphql-errors';
import { CreateStudyGroupDocument, UpdateStudyGroupDocument, type StudyGroupFieldsFragment } from '../gql/graphql';
import { useLoading, useSnackbar } from '../shell/feedback/feedback-context';
import { FormTextField } from '../shell/forms/FormTextField';
import { emptyValuesOf, fieldPathsOf, inputOf, valuesOf, type FormValues } from '../shell/forms/schema-values';
import { FormRichTextField } from '../shell/rich-text/FormRichTextField';
import { studyGroupsPath } from './study-group-paths';

type GroupValues = FormValues<typeof studyGroupSchema>;

const groupFieldPaths = fieldPathsOf(studyGroupSchema);

/** Creates a study group or edits one: name (up to 42 characters) and rich-text description. */
export function StudyGroupForm({ group }: { group?: StudyGroupFieldsFragment }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const loading = useLoading();
  const [createStudyGroup] = useMutation(CreateStudyGroupDocument);
  const [updateStudyGroup] = useMutation(UpdateStudyGroupDocument);

  const submit = async (values: GroupValues, helpers: FormikHelpers<GroupValues>) => {
    const input = inputOf(studyGroupSchema, values);
    try {
      await loading.during<unknown>(
        group ? updateStudyGroup({ variables: { id: group.id, input } }) : createStudyGroup({ variables: { input } }),
      );
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, groupFieldPaths);
      helpers.setErrors(fieldErrors);
      if (general.length > 0) snackbar.error(general.join(' '));
      return;
    }
    snackbar.success(group ? t`Grupo actualizado.` : t`Grupo creado.`);
    void navigate(studyGroupsPath);
  };

  return (
    <Formik<GroupValues>
      initialValues={group ? valuesOf(studyGroupSchema, group) : emptyValuesOf(studyGroupSchema)}
      validationSchema={studyGroupSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby="study-group-form-title">
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="study-group-form-title" variant="h5" component="h2" gutterBottom>
              {group ? t`Editar grupo de estudio` : t`Nuevo grupo de estudio`}
            </Typography>
            <FormTextField
              name="name"
              label={t({ message: 'Nombre', context: 'nombre de un grupo de estudios' })}
              required
              slotProps={{ htmlInput: { maxLength: limits.inputLength } }}
            />
            {/* Its images go to POST /study-groups/upload, like every editor's. */}
            <FormRichTextField
              id="study-group-description"
              helperText={t`Para qué sirve el grupo y qué estudios reúne. Puedes insertar imágenes.`}
            />
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mt: 3 }}>
              <Button component={RouterLink} to={studyGroupsPath} color="inherit">
                <Trans>Cancelar</Trans>
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                <Trans>Guardar grupo</Trans>
              </Button>
            </Stack>
          </Paper>
        </Form>
      )}
    </Formik>
  );
}
