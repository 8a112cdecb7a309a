import MenuBook from '@mui/icons-material/MenuBook';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Formik } from 'formik';
import { recipeTitleLength } from '../../../../shared/validation/recipe';
import { CreateRecipeDocument, UpdateRecipeDocument, type AdminRecipeFieldsFragment } from '../../gql/graphql';
import { ContentFormFrame } from '../../shell/forms/ContentFormFrame';
import { FormImageField } from '../content-admin/FormImageField';
import { PublicationFields } from '../content-admin/PublicationFields';
import { useContentSubmit } from '../../shell/forms/use-content-submit';
import { FormSwitch } from '../../shell/forms/FormSwitch';
import { FormTextField } from '../../shell/forms/FormTextField';
import { PdfField } from './PdfField';
import { recipesPath } from './recipe-paths';
import { recipeFieldPaths, recipeFormSchema, recipeInputOf, recipeValuesOf, type RecipeValues } from './recipe-values';

/** Creates a recipe-book document or edits one: title, PDF, cover, app front, published, window. */
export function RecipeForm({ recipe }: { recipe?: AdminRecipeFieldsFragment }) {
  const { t } = useLingui();
  const [createRecipe] = useMutation(CreateRecipeDocument);
  const [updateRecipe] = useMutation(UpdateRecipeDocument);

  const submit = useContentSubmit<RecipeValues>({
    save: (values) => {
      const input = recipeInputOf(values);
      // Files left out keep the recipe's current ones.
      const files = { ...(values.pdf ? { pdf: values.pdf } : {}), ...(values.cover ? { cover: values.cover } : {}) };
      return recipe
        ? updateRecipe({ variables: { id: recipe.id, input, ...files } })
        : createRecipe({ variables: { input, ...files } });
    },
    fieldPaths: recipeFieldPaths,
    savedMessage: recipe ? t`Documento actualizado.` : t`Documento creado.`,
    listPath: recipesPath,
  });

  const title = recipe?.title ?? '';
  return (
    <Formik<RecipeValues>
      initialValues={recipeValuesOf(recipe)}
      validationSchema={recipeFormSchema(!recipe)}
      onSubmit={submit}
    >
      <ContentFormFrame
        titleId="recipe-form-title"
        title={recipe ? t`Editar documento del recetario` : t`Nuevo documento del recetario`}
        listPath={recipesPath}
      >
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
      </ContentFormFrame>
    </Formik>
  );
}
