import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { faqQuestionLength, faqSchema } from '../../../shared/validation/faq';
import { readServerErrors } from '../api/graphql-errors';
import { CreateFaqDocument, UpdateFaqDocument, type AdminFaqFieldsFragment } from '../gql/graphql';
import { useLoading, useSnackbar } from '../shell/feedback/feedback-context';
import { PublicationFields } from '../shell/content-admin/PublicationFields';
import { FormTextField } from '../shell/forms/FormTextField';
import { FormRichTextField } from '../shell/rich-text/FormRichTextField';
import { faqsPath } from './faq-paths';
import { faqFieldPaths, faqInputOf, faqValuesOf, type FaqValues } from './faq-values';

/** Creates a FAQ or edits one: question, rich-text answer, published, and an optional window. */
export function FaqForm({ faq }: { faq?: AdminFaqFieldsFragment }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const loading = useLoading();
  const [createFaq] = useMutation(CreateFaqDocument);
  const [updateFaq] = useMutation(UpdateFaqDocument);

  const submit = async (values: FaqValues, helpers: FormikHelpers<FaqValues>) => {
    const input = faqInputOf(values);
    try {
      await loading.during<unknown>(
        faq ? updateFaq({ variables: { id: faq.id, input } }) : createFaq({ variables: { input } }),
      );
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, faqFieldPaths);
      helpers.setErrors(fieldErrors);
      if (general.length > 0) snackbar.error(general.join(' '));
      return;
    }
    snackbar.success(faq ? t`Pregunta actualizada.` : t`Pregunta creada.`);
    void navigate(faqsPath);
  };

  return (
    <Formik<FaqValues> initialValues={faqValuesOf(faq)} validationSchema={faqSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby="faq-form-title">
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="faq-form-title" variant="h5" component="h2" gutterBottom>
              {faq ? t`Editar pregunta frecuente` : t`Nueva pregunta frecuente`}
            </Typography>
            <FormTextField
              name="question"
              label={t`Pregunta`}
              required
              slotProps={{ htmlInput: { maxLength: faqQuestionLength } }}
            />
            <FormRichTextField
              id="faq-answer"
              name="answer"
              label={t`Respuesta`}
              helperText={t`Lo que la app muestra al abrir la pregunta.`}
            />
            <PublicationFields
              label={t`Publicada`}
              draftHelp={t`Apagada, la pregunta queda como borrador y la app no la muestra.`}
            />
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mt: 3 }}>
              <Button component={RouterLink} to={faqsPath} color="inherit">
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
