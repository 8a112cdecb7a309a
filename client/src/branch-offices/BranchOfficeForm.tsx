import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { branchOfficeLimits, branchOfficeSchema } from '../../../shared/validation/branch-office';
import { readServerErrors } from '../api/graphql-errors';
import {
  CreateBranchOfficeDocument,
  UpdateBranchOfficeDocument,
  type AdminBranchOfficeFieldsFragment,
} from '../gql/graphql';
import { PublicationFields } from '../shell/content-admin/PublicationFields';
import { useLoading, useSnackbar } from '../shell/feedback/feedback-context';
import { FormTextField } from '../shell/forms/FormTextField';
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
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const loading = useLoading();
  const [createBranchOffice] = useMutation(CreateBranchOfficeDocument);
  const [updateBranchOffice] = useMutation(UpdateBranchOfficeDocument);

  const submit = async (values: BranchOfficeValues, helpers: FormikHelpers<BranchOfficeValues>) => {
    const input = branchOfficeInputOf(values);
    const image = values.image ?? undefined;
    try {
      await loading.during<unknown>(
        office
          ? updateBranchOffice({
              variables: { id: office.id, input, image, removeImage: !image && values.removeImage },
            })
          : createBranchOffice({ variables: { input, image } }),
      );
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, branchOfficeFieldPaths(values));
      helpers.setErrors(fieldErrors);
      if (general.length > 0) snackbar.error(general.join(' '));
      return;
    }
    snackbar.success(office ? t`Sucursal actualizada.` : t`Sucursal creada.`);
    void navigate(branchOfficesPath);
  };

  return (
    <Formik<BranchOfficeValues>
      initialValues={branchOfficeValuesOf(office)}
      validationSchema={branchOfficeSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby="branch-office-form-title">
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="branch-office-form-title" variant="h5" component="h2" gutterBottom>
              {office ? t`Editar sucursal` : t`Nueva sucursal`}
            </Typography>
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
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mt: 3 }}>
              <Button component={RouterLink} to={branchOfficesPath} color="inherit">
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
