import { useMutation } from '@apollo/client/react';
import Slideshow from '@mui/icons-material/Slideshow';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { altTextLength } from '../../../shared/validation/alt-text';
import { slideLinkLength, slideSchema } from '../../../shared/validation/slide';
import { readServerErrors } from '../api/graphql-errors';
import { CreateSlideDocument, UpdateSlideDocument, type AdminSlideFieldsFragment } from '../gql/graphql';
import { FormImageField } from '../shell/content-admin/FormImageField';
import { PublicationFields } from '../shell/content-admin/PublicationFields';
import { appImageRule } from '../shell/content-admin/app-image-rules';
import { useLoading, useSnackbar } from '../shell/feedback/feedback-context';
import { FormTextField } from '../shell/forms/FormTextField';
import { slidesPath } from './slide-paths';
import { slideFieldPaths, slideInputOf, slideValuesOf, type SlideValues } from './slide-values';

/** Creates a slide or edits one: image, alt text, optional https link, published, and an optional window. */
export function SlideForm({ slide }: { slide?: AdminSlideFieldsFragment }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const loading = useLoading();
  const [createSlide] = useMutation(CreateSlideDocument);
  const [updateSlide] = useMutation(UpdateSlideDocument);
  const schema = useMemo(() => slideSchema.shape({ image: appImageRule(!slide) }), [slide]);

  const submit = async (values: SlideValues, helpers: FormikHelpers<SlideValues>) => {
    const input = slideInputOf(values);
    const image = values.image;
    try {
      await loading.during<unknown>(
        slide
          ? updateSlide({ variables: { id: slide.id, input, image } })
          : createSlide({ variables: { input, image } }),
      );
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, slideFieldPaths);
      helpers.setErrors(fieldErrors);
      if (general.length > 0) snackbar.error(general.join(' '));
      return;
    }
    snackbar.success(slide ? t`Slide actualizado.` : t`Slide creado.`);
    void navigate(slidesPath);
  };

  return (
    <Formik<SlideValues> initialValues={slideValuesOf(slide)} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby="slide-form-title">
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="slide-form-title" variant="h5" component="h2" gutterBottom>
              {slide ? t`Editar slide` : t`Nuevo slide`}
            </Typography>
            <FormImageField
              name="image"
              label={t`Imagen del slide (horizontal; se ve mejor de 1080 × 540 píxeles)`}
              currentUrl={slide?.image.url}
              currentAlt={slide?.altText ?? ''}
              placeholderIcon={Slideshow}
              aspectRatio="2 / 1"
            />
            <FormTextField
              name="altText"
              label={t`Texto alternativo`}
              helperText={t`Lo que el lector de pantalla dice de la imagen; describe lo que muestra.`}
              required
              slotProps={{ htmlInput: { maxLength: altTextLength } }}
            />
            <FormTextField
              name="linkUrl"
              type="url"
              label={t`Enlace`}
              placeholder="https://"
              helperText={t`Opcional. La dirección (https://) que la app abre al tocar el slide.`}
              slotProps={{ htmlInput: { maxLength: slideLinkLength } }}
            />
            <PublicationFields
              label={t`Publicado`}
              draftHelp={t`Apagado, el slide queda como borrador y la app no lo muestra.`}
            />
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mt: 3 }}>
              <Button component={RouterLink} to={slidesPath} color="inherit">
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
