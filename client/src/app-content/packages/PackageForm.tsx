import { useMutation, useQuery } from '@apollo/client/react';
import Inventory2 from '@mui/icons-material/Inventory2';
import { useLingui } from '@lingui/react/macro';
import { Formik } from 'formik';
import { packageDescriptionLength, packageNameLength } from '../../../../shared/validation/package';
import {
  CreatePackageDocument,
  PackageStudyTypesDocument,
  UpdatePackageDocument,
  type AdminPackageFieldsFragment,
} from '../../gql/graphql';
import { ContentFormFrame } from '../../shell/forms/ContentFormFrame';
import { FormImageField } from '../content-admin/FormImageField';
import { PublicationFields } from '../content-admin/PublicationFields';
import { useContentSubmit } from '../../shell/forms/use-content-submit';
import { FormMultiSelect } from '../../shell/forms/FormMultiSelect';
import { FormMxnField } from '../../shell/forms/FormMxnField';
import { FormTextField } from '../../shell/forms/FormTextField';
import { packagesPath } from './package-paths';
import {
  packageFieldPaths,
  packageFormSchema,
  packageInputOf,
  packageValuesOf,
  type PackageValues,
} from './package-values';

/** Creates a study package or edits one: name, description, study types, price, picture, published and a window. */
export function PackageForm({ item }: { item?: AdminPackageFieldsFragment }) {
  const { t } = useLingui();
  const [createPackage] = useMutation(CreatePackageDocument);
  const [updatePackage] = useMutation(UpdatePackageDocument);
  const { data } = useQuery(PackageStudyTypesDocument);
  const savedName = item?.name ?? '';

  const submit = useContentSubmit<PackageValues>({
    save: (values) => {
      const input = packageInputOf(values);
      const image = values.image;
      return item
        ? updatePackage({ variables: { id: item.id, input, image } })
        : createPackage({ variables: { input, image } });
    },
    fieldPaths: packageFieldPaths,
    savedMessage: item ? t`Paquete actualizado.` : t`Paquete creado.`,
    listPath: packagesPath,
  });

  return (
    <Formik<PackageValues>
      initialValues={packageValuesOf(item)}
      validationSchema={packageFormSchema(!item)}
      onSubmit={submit}
    >
      <ContentFormFrame
        titleId="package-form-title"
        title={item ? t`Editar paquete` : t`Nuevo paquete`}
        listPath={packagesPath}
      >
        <FormTextField
          name="name"
          label={t({ message: 'Nombre', context: 'nombre de un paquete' })}
          required
          slotProps={{ htmlInput: { maxLength: packageNameLength } }}
        />
        <FormTextField
          name="description"
          label={t`Descripción`}
          multiline
          minRows={3}
          maxChars={packageDescriptionLength}
          helperText={t`Lo que la app muestra al abrir el paquete.`}
        />
        <FormMultiSelect
          name="studyTypeIds"
          label={t`Tipos de estudio incluidos`}
          options={data?.studyTypes ?? item?.studyTypes ?? []}
          helperText={t`Elige uno o varios.`}
        />
        <FormMxnField name="price" label={t`Precio`} />
        <FormImageField
          name="image"
          label={t`Imagen`}
          currentUrl={item?.image.url}
          currentAlt={t`Imagen actual de ${savedName}`}
          placeholderIcon={Inventory2}
          aspectRatio="3 / 2"
        />
        <PublicationFields
          label={t`Publicado`}
          draftHelp={t`Apagado, el paquete queda como borrador y la app no lo muestra.`}
        />
      </ContentFormFrame>
    </Formik>
  );
}
