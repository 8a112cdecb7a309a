import { useMutation } from '@apollo/client/react';
import MedicalServices from '@mui/icons-material/MedicalServices';
import { useLingui } from '@lingui/react/macro';
import { Formik } from 'formik';
import { serviceNameLength } from '../../../../shared/validation/service';
import { CreateServiceDocument, UpdateServiceDocument, type AdminServiceFieldsFragment } from '../../gql/graphql';
import { ContentFormFrame } from '../../shell/forms/ContentFormFrame';
import { FormImageField } from '../content-admin/FormImageField';
import { PublicationFields } from '../content-admin/PublicationFields';
import { useContentSubmit } from '../../shell/forms/use-content-submit';
import { FormTextField } from '../../shell/forms/FormTextField';
import { FormRichTextField } from '../../shell/rich-text/FormRichTextField';
import { servicesPath } from './service-paths';
import {
  serviceFieldPaths,
  serviceFormSchema,
  serviceInputOf,
  serviceValuesOf,
  type ServiceValues,
} from './service-values';

/** Creates a service or edits one: name, rich-text description, picture, published, and an optional window. */
export function ServiceForm({ service }: { service?: AdminServiceFieldsFragment }) {
  const { t } = useLingui();
  const [createService] = useMutation(CreateServiceDocument);
  const [updateService] = useMutation(UpdateServiceDocument);
  const savedName = service?.name ?? '';

  const submit = useContentSubmit<ServiceValues>({
    save: (values) => {
      const input = serviceInputOf(values);
      const image = values.image;
      return service
        ? updateService({ variables: { id: service.id, input, image } })
        : createService({ variables: { input, image } });
    },
    fieldPaths: serviceFieldPaths,
    savedMessage: service ? t`Servicio actualizado.` : t`Servicio creado.`,
    listPath: servicesPath,
  });

  return (
    <Formik<ServiceValues>
      initialValues={serviceValuesOf(service)}
      validationSchema={serviceFormSchema(!service)}
      onSubmit={submit}
    >
      <ContentFormFrame
        titleId="service-form-title"
        title={service ? t`Editar servicio` : t`Nuevo servicio`}
        listPath={servicesPath}
      >
        <FormTextField
          name="name"
          label={t({ message: 'Nombre', context: 'nombre de un servicio' })}
          required
          slotProps={{ htmlInput: { maxLength: serviceNameLength } }}
        />
        <FormRichTextField
          id="service-description"
          name="description"
          helperText={t`Lo que la app muestra al abrir el servicio.`}
        />
        <FormImageField
          name="image"
          label={t`Imagen`}
          currentUrl={service?.image.url}
          currentAlt={t`Imagen actual de ${savedName}`}
          placeholderIcon={MedicalServices}
          aspectRatio="3 / 2"
        />
        <PublicationFields
          label={t`Publicado`}
          draftHelp={t`Apagado, el servicio queda como borrador y la app no lo muestra.`}
        />
      </ContentFormFrame>
    </Formik>
  );
}
