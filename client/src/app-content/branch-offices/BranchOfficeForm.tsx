import { useMutation } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';
import { Formik } from 'formik';
import { branchOfficeLimits, branchOfficeSchema } from '../../../../shared/validation/branch-office';
import {
  CreateBranchOfficeDocument,
  UpdateBranchOfficeDocument,
  type AdminBranchOfficeFieldsFragment,
} from '../../gql/graphql';
import { ContentFormFrame } from '../../shell/forms/ContentFormFrame';
import { PublicationFields } from '../content-admin/PublicationFields';
import { useContentSubmit } from '../../shell/forms/use-content-submit';
import { FormTextField } from '../../shell/forms/FormTextField';
import { BranchOfficeImageField } from './BranchOfficeImageField';
import { ContactsField } from './ContactsField';
import { MapPreviewLink } from './MapPreviewLink';
import { PhonesField } from './PhonesField';
import { branchOfficesPath } from './branch-office-paths';
import {
  branchOfficeFieldPaths,
  branchOfficeInputOf,
  branchOfficeValuesOf,
  type BranchOfficeValues,
} from './branch-office-values';

const coordinateInput = { htmlInput: { step: 'any', inputMode: 'decimal' } } as const;

/** Creates a branch office or edits one: where it is, how to reach it, contacts, phones, photo, publication. */
export function BranchOfficeForm({ office }: { office?: AdminBranchOfficeFieldsFragment }) {
  const { t } = useLingui();
  const [createBranchOffice] = useMutation(CreateBranchOfficeDocument);
  const [updateBranchOffice] = useMutation(UpdateBranchOfficeDocument);

  const submit = useContentSubmit<BranchOfficeValues>({
    save: (values) => {
      const input = branchOfficeInputOf(values);
      const image = values.image ?? undefined;
      return office
        ? updateBranchOffice({ variables: { id: office.id, input, image, removeImage: !image && values.removeImage } })
        : createBranchOffice({ variables: { input, image } });
    },
    fieldPaths: branchOfficeFieldPaths,
    savedMessage: office ? t`Sucursal actualizada.` : t`Sucursal creada.`,
    listPath: branchOfficesPath,
  });

  return (
    <Formik<BranchOfficeValues>
      initialValues={branchOfficeValuesOf(office)}
      validationSchema={branchOfficeSchema}
      onSubmit={submit}
    >
      <ContentFormFrame
        titleId="branch-office-form-title"
        title={office ? t`Editar sucursal` : t`Nueva sucursal`}
        listPath={branchOfficesPath}
      >
        <FormTextField
          name="name"
          label={t({ message: 'Nombre', context: 'nombre de una sucursal' })}
          required
          slotProps={{ htmlInput: { maxLength: branchOfficeLimits.name } }}
        />
        <FormTextField
          name="address"
          label={t`Dirección`}
          required
          slotProps={{ htmlInput: { maxLength: branchOfficeLimits.address } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
          <FormTextField
            name="lat"
            type="number"
            label={t`Latitud`}
            required
            helperText={t`Entre -90 y 90, p. ej. 19.4194`}
            slotProps={coordinateInput}
          />
          <FormTextField
            name="lng"
            type="number"
            label={t`Longitud`}
            required
            helperText={t`Entre -180 y 180, p. ej. -99.1617`}
            slotProps={coordinateInput}
          />
        </Stack>
        <MapPreviewLink />
        <FormTextField
          name="mapServiceUrl"
          type="url"
          label={t`Enlace del mapa (opcional)`}
          helperText={t`Un enlace https:// de Google Maps, Waze u otro servicio. Sin él, la app abre las coordenadas en Google Maps.`}
          slotProps={{ htmlInput: { maxLength: branchOfficeLimits.mapUrl } }}
        />
        <FormTextField
          name="directions"
          label={t`Cómo llegar (opcional)`}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: branchOfficeLimits.text } }}
        />
        <FormTextField
          name="openingHours"
          label={t`Horario (opcional)`}
          placeholder={t`Lunes a viernes de 7:00 a 20:00; sábados de 8:00 a 14:00`}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: branchOfficeLimits.text }, inputLabel: { shrink: true } }}
        />
        <ContactsField />
        <PhonesField />
        <BranchOfficeImageField office={office} />
        <PublicationFields
          label={t`Publicada`}
          draftHelp={t`Apagada, la sucursal queda como borrador y la app no la muestra.`}
        />
      </ContentFormFrame>
    </Formik>
  );
}
