import { useMutation } from '@apollo/client/react';
import MedicalServices from '@mui/icons-material/MedicalServices';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { serviceNameLength } from '../../../shared/validation/service';
import { readServerErrors } from '../api/graphql-errors';
import { CreateServiceDocument, UpdateServiceDocument, type AdminServiceFieldsFragment } from '../gql/graphql';
import { FormImageField } from '../shell/content-admin/FormImageField';
import { PublicationFields } from '../shell/content-admin/PublicationFields';
import { useLoading, useSnackbar } from '../shell/feedback/feedback-context';
import { FormTextField } from '../shell/forms/FormTextField';
import { FormRichTextField } from '../shell/rich-text/FormRichTextField';
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
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const loading = useLoading();
  const [createService] = useMutation(CreateServiceDocument);
  const [updateService] = useMutation(UpdateServiceDocument);
  const savedName = service?.name ?? '';

  const submit = async (values: ServiceValues, helpers: FormikHelpers<ServiceValues>) => {
    const input = serviceInputOf(values);
    const image = values.image;
    try {
      await loading.during<unknown>(
        service
          ? updateService({ variables: { id: service.id, input, image } })
          : createService({ variables: { input, image } }),
      );
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, serviceFieldPaths);
      helpers.setErrors(fieldErrors);
      if (general.length > 0) snackbar.error(general.join(' '));
      return;
    }
    snackbar.success(service ? t`Servicio actualizado.` : t`Servicio creado.`);
    void navigate(servicesPath);
  };

  return (
    <Formik<ServiceValues>
      initialValues={serviceValuesOf(service)}
      validationSchema={serviceFormSchema(!service)}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby="service-form-title">
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="service-form-title" variant="h5" component="h2" gutterBottom>
              {service ? t`Editar servicio` : t`Nuevo servicio`}
            </Typography>
            <FormTextField
              name="name"
              label={t`Nombre`}
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
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mt: 3 }}>
              <Button component={RouterLink} to={servicesPath} color="inherit">
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
