import { useMutation } from '@apollo/client/react';
import WebAsset from '@mui/icons-material/WebAsset';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { altTextLength } from '../../../shared/validation/alt-text';
import {
  welcomeModalBodyLength,
  welcomeModalSchema,
  welcomeModalTitleLength,
} from '../../../shared/validation/welcome-modal';
import { readServerErrors } from '../api/graphql-errors';
import {
  CreateWelcomeModalDocument,
  UpdateWelcomeModalDocument,
  type AdminWelcomeModalFieldsFragment,
} from '../gql/graphql';
import { FormImageField } from '../shell/content-admin/FormImageField';
import { PublicationFields } from '../shell/content-admin/PublicationFields';
import { appImageRule } from '../shell/content-admin/app-image-rules';
import { useLoading, useSnackbar } from '../shell/feedback/feedback-context';
import { FormTextField } from '../shell/forms/FormTextField';
import { welcomeModalsPath } from './welcome-modal-paths';
import {
  welcomeModalFieldPaths,
  welcomeModalInputOf,
  welcomeModalValuesOf,
  type WelcomeModalValues,
} from './welcome-modal-values';

/** Creates a welcome modal or edits one: image, alt text, title, optional text, published, and an optional window. */
export function WelcomeModalForm({ modal }: { modal?: AdminWelcomeModalFieldsFragment }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const loading = useLoading();
  const [createWelcomeModal] = useMutation(CreateWelcomeModalDocument);
  const [updateWelcomeModal] = useMutation(UpdateWelcomeModalDocument);
  const schema = useMemo(() => welcomeModalSchema.shape({ image: appImageRule(!modal) }), [modal]);

  const submit = async (values: WelcomeModalValues, helpers: FormikHelpers<WelcomeModalValues>) => {
    const input = welcomeModalInputOf(values);
    const image = values.image;
    try {
      await loading.during<unknown>(
        modal
          ? updateWelcomeModal({ variables: { id: modal.id, input, image } })
          : createWelcomeModal({ variables: { input, image } }),
      );
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, welcomeModalFieldPaths);
      helpers.setErrors(fieldErrors);
      if (general.length > 0) snackbar.error(general.join(' '));
      return;
    }
    snackbar.success(modal ? t`Modal de bienvenida actualizado.` : t`Modal de bienvenida creado.`);
    void navigate(welcomeModalsPath);
  };

  return (
    <Formik<WelcomeModalValues> initialValues={welcomeModalValuesOf(modal)} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby="welcome-modal-form-title">
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="welcome-modal-form-title" variant="h5" component="h2" gutterBottom>
              {modal ? t`Editar modal de bienvenida` : t`Nuevo modal de bienvenida`}
            </Typography>
            <FormImageField
              name="image"
              label={t`Imagen del modal`}
              currentUrl={modal?.image.url}
              currentAlt={modal?.altText ?? ''}
              placeholderIcon={WebAsset}
              aspectRatio="3 / 2"
            />
            <FormTextField
              name="altText"
              label={t`Texto alternativo`}
              helperText={t`Lo que el lector de pantalla dice de la imagen; describe lo que muestra.`}
              required
              slotProps={{ htmlInput: { maxLength: altTextLength } }}
            />
            <FormTextField
              name="title"
              label={t`Título`}
              required
              slotProps={{ htmlInput: { maxLength: welcomeModalTitleLength } }}
            />
            <FormTextField
              name="body"
              label={t`Texto`}
              helperText={t`Opcional. Se muestra bajo el título, hasta ${welcomeModalBodyLength} caracteres.`}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: welcomeModalBodyLength } }}
            />
            <PublicationFields
              label={t`Publicado`}
              draftHelp={t`Apagado, el modal queda como borrador y la app no lo muestra.`}
            />
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mt: 3 }}>
              <Button component={RouterLink} to={welcomeModalsPath} color="inherit">
                <Trans>Cancelar</Trans>
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                <Trans>Guardar</Trans>
              </Button>
            </Stack>
          </Paper>
        </Form>
      )}
    </Formik>
  );
}
