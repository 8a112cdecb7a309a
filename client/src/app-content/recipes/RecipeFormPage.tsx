import { useLingui } from '@lingui/react/macro';
import { AdminRecipeDocument } from '../../gql/graphql';
import { ContentEditPage } from '../../shell/forms/ContentEditPage';
import { RecipeForm } from './RecipeForm';
import { recipesPath } from './recipe-paths';

/** /cookbook/create */
export function NewRecipePage() {
  return <RecipeForm />;
}

/** /cookbook/:id/edit: the form starts from the recipe as stored now. */
export function EditRecipePage() {
  const { t } = useLingui();
  return (
    <ContentEditPage
      document={AdminRecipeDocument}
      itemOf={(data) => data.adminRecipe}
      notFound={{
        message: t`No se encontró el documento. Es posible que se haya eliminado.`,
        path: recipesPath,
        label: t`Ver el recetario`,
      }}
      renderForm={(recipe) => <RecipeForm recipe={recipe} />}
    />
  );
}
