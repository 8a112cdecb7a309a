import { useMutation } from '@apollo/client/react';
import Slideshow from '@mui/icons-material/Slideshow';
import { useLingui } from '@lingui/react/macro';
import { Formik } from 'formik';
import { useMemo } from 'react';
import { slideLinkLength } from '../../../../shared/validation/slide';
import { CreateSlideDocument, UpdateSlideDocument, type AdminSlideFieldsFragment } from '../../gql/graphql';
import { AltTextField } from '../content-admin/AltTextField';
import { ContentFormFrame } from '../../shell/forms/ContentFormFrame';
import { FormImageField } from '../content-admin/FormImageField';
import { PublicationFields } from '../content-admin/PublicationFields';
import { useContentSubmit } from '../../shell/forms/use-content-submit';
import { FormTextField } from '../../shell/forms/FormTextField';
import { slidesPath } from './slide-paths';
import { slideFieldPaths, slideFormSchema, slideInputOf, slideValuesOf, type SlideValues } from './slide-values';

/** Creates a slide or edits one: image, alt text, optional https link, published, and an optional window. */
export function SlideForm({ slide }: { slide?: AdminSlideFieldsFragment }) {
  const { t } = useLingui();
  const [createSlide] = useMutation(CreateSlideDocument);
  const [updateSlide] = useMutation(UpdateSlideDocument);
  const schema = useMemo(() => slideFormSchema(!slide), [slide]);

  const submit = useContentSubmit<SlideValues>({
    save: (values) => {
      const input = slideInputOf(values);
      const image = values.image;
      return slide
        ? updateSlide({ variables: { id: slide.id, input, image } })
        : createSlide({ variables: { input, image } });
    },
    fieldPaths: slideFieldPaths,
    savedMessage: slide ? t`Slide actualizado.` : t`Slide creado.`,
    listPath: slidesPath,
  });

  return (
    <Formik<SlideValues> initialValues={slideValuesOf(slide)} validationSchema={schema} onSubmit={submit}>
      <ContentFormFrame
        titleId="slide-form-title"
        title={slide ? t`Editar slide` : t`Nuevo slide`}
        listPath={slidesPath}
      >
        <FormImageField
          name="image"
          label={t`Imagen del slide (horizontal; se ve mejor de 1080 × 540 píxeles)`}
          currentUrl={slide?.image.url}
          currentAlt={slide?.altText ?? ''}
          placeholderIcon={Slideshow}
          aspectRatio="2 / 1"
        />
        <AltTextField />
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
      </ContentFormFrame>
    </Formik>
  );
}
