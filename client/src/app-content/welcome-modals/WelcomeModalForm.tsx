import { useMutation } from '@apollo/client/react';
import WebAsset from '@mui/icons-material/WebAsset';
import { useLingui } from '@lingui/react/macro';
import { Formik } from 'formik';
import { useMemo } from 'react';
import { welcomeModalBodyLength, welcomeModalTitleLength } from '../../../../shared/validation/welcome-modal';
import {
  CreateWelcomeModalDocument,
  UpdateWelcomeModalDocument,
  type AdminWelcomeModalFieldsFragment,
} from '../../gql/graphql';
import { AltTextField } from '../content-admin/AltTextField';
import { ContentFormFrame } from '../../shell/forms/ContentFormFrame';
import { FormImageField } from '../content-admin/FormImageField';
import { PublicationFields } from '../content-admin/PublicationFields';
import { useContentSubmit } from '../../shell/forms/use-content-submit';
import { FormTextField } from '../../shell/forms/FormTextField';
import { welcomeModalsPath } from './welcome-modal-paths';
import {
  welcomeModalFieldPaths,
  welcomeModalFormSchema,
  welcomeModalInputOf,
  welcomeModalValuesOf,
  type WelcomeModalValues,
} from './welcome-modal-values';

/** Creates a welcome modal or edits one: image, alt text, title, optional text, published, and an optional window. */
export function WelcomeModalForm({ modal }: { modal?: AdminWelcomeModalFieldsFragment }) {
  const { t } = useLingui();
  const [createWelcomeModal] = useMutation(CreateWelcomeModalDocument);
  const [updateWelcomeModal] = useMutation(UpdateWelcomeModalDocument);
  const schema = useMemo(() => welcomeModalFormSchema(!modal), [modal]);

  const submit = useContentSubmit<WelcomeModalValues>({
    save: (values) => {
      const input = welcomeModalInputOf(values);
      const image = values.image;
      return modal
        ? updateWelcomeModal({ variables: { id: modal.id, input, image } })
        : createWelcomeModal({ variables: { input, image } });
    },
    fieldPaths: welcomeModalFieldPaths,
    savedMessage: modal ? t`Modal de bienvenida actualizado.` : t`Modal de bienvenida creado.`,
    listPath: welcomeModalsPath,
  });

  return (
    <Formik<WelcomeModalValues> initialValues={welcomeModalValuesOf(modal)} validationSchema={schema} onSubmit={submit}>
      <ContentFormFrame
        titleId="welcome-modal-form-title"
        title={modal ? t`Editar modal de bienvenida` : t`Nuevo modal de bienvenida`}
        listPath={welcomeModalsPath}
      >
        <FormImageField
          name="image"
          label={t`Imagen del modal`}
          currentUrl={modal?.image.url}
          currentAlt={modal?.altText ?? ''}
          placeholderIcon={WebAsset}
          aspectRatio="3 / 2"
        />
        <AltTextField />
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
      </ContentFormFrame>
    </Formik>
  );
}
