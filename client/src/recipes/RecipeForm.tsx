import MenuBook from '@mui/icons-material/MenuBook';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { recipeTitleLength } from '../../../shared/validation/recipe';
import { readServerErrors } from '../api/graphql-errors';
import { CreateRecipeDocument, UpdateRecipeDocument, type AdminRecipeFieldsFragment } from '../gql/graphql';
import { FormImageField } from '../shell/content-admin/FormImageField';
import { PublicationFields } from '../shell/content-admin/PublicationFields';
import { useLoading, useSnackbar } from '../shell/feedback/feedback-context';
import { FormSwitch } from '../shell/forms/FormSwitch';
import { FormTextField } from '../shell/forms/FormTextField';
import { PdfField } from './PdfField';
import { recipesPath } from './recipe-paths';
import { recipeFieldPaths, recipeFormSchema, recipeInputOf, recipeValuesOf, type RecipeValues } from './recipe-values';

/** Creates a recipe-book document or edits one: title, PDF, cover, app front, published, window. */
export function RecipeForm({ recipe }: { recipe?: AdminRecipeFieldsFragment }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const loading = useLoading();
  const [createRecipe] = useMutation(CreateRecipeDocument);
  const [updateRecipe] = useMutation(UpdateRecipeDocument);

  const submit = async (values: RecipeValues, helpers: FormikHelpers<RecipeValues>) => {
    const input = recipeInputOf(values);
    // Files left out keep the recipe's current ones.
    const files = { ...(values.pdf ? { pdf: values.pdf } : {}), ...(values.cover ? { cover: values.cover } : {}) };
    try {
      await loading.during<unknown>(
        recipe
          ? updateRecipe({ variables: { id: recipe.id, input, ...files } })
          : createRecipe({ variables: { input, ...files } }),
      );
    } catch (error) {
      const { fieldErrors, general } = readServerErrors(error, recipeFieldPaths);
      helpers.setErrors(fieldErrors);
      if (general.length > 0) snackbar.error(general.join(' '));
      return;
    }
    snackbar.success(recipe ? t`Documento actualizado.` : t`Documento creado.`);
    void navigate(recipesPath);
  };

  const title = recipe?.title ?? '';
  return (
    <Formik<RecipeValues>
      initialValues={recipeValuesOf(recipe)}
      validationSchema={recipeFormSchema(!recipe)}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-labelledby="recipe-form-title">
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <Typography id="recipe-form-title" variant="h5" component="h2" gutterBottom>
              {recipe ? t`Editar documento del recetario` : t`Nuevo documento del recetario`}
            </Typography>
            <FormTextField
              name="title"
              label={t`Título`}
              required
              slotProps={{ htmlInput: { maxLength: recipeTitleLength } }}
            />
            <PdfField
              name="pdf"
              label={t`Documento PDF`}
              current={recipe ? { url: recipe.pdfUrl, bytes: recipe.pdfBytes, title } : null}
            />
            <FormImageField
              name="cover"
              label={t`Portada`}
              currentUrl={recipe?.cover.url}
              currentAlt={t`Portada actual de «${title}»`}
              placeholderIcon={MenuBook}
              aspectRatio="3 / 4"
            />
            <FormSwitch
              name="isFront"
              label={t`Portada de la app`}
              helperText={t`La app lo muestra en su inicio. Sólo un documento lo es: al marcar éste, el anterior deja de serlo.`}
            />
            <PublicationFields
              label={t`Publicado`}
              draftHelp={t`Apagado, el documento queda como borrador y la app no lo muestra.`}
            />
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', mt: 3 }}>
              <Button component={RouterLink} to={recipesPath} color="inherit">
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
