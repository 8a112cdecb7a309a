import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { AdminRecipeDocument } from '../gql/graphql';
import { NotFoundPage } from '../shell/NotFoundPage';
import { QueryState } from '../shell/QueryState';
import { RecipeForm } from './RecipeForm';
import { recipesPath } from './recipe-paths';

/** /cookbook/create */
export function NewRecipePage() {
  return <RecipeForm />;
}

/** /cookbook/:id/edit: the form starts from the recipe as stored now. */
export function EditRecipePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const valid = /^\d+$/.test(id);
  const { data, loading, error, refetch } = useQuery(AdminRecipeDocument, {
    variables: { id },
    skip: !valid,
    fetchPolicy: 'network-only',
  });
  if (!valid) return <NotFoundPage />;
  if (!data) {
    const notFound = {
      message: t`No se encontró el documento. Es posible que se haya eliminado.`,
      path: recipesPath,
      label: t`Ver el recetario`,
    };
    return <QueryState loading={loading} error={error} onRetry={() => void refetch()} notFound={notFound} />;
  }
  return <RecipeForm key={data.adminRecipe.id} recipe={data.adminRecipe} />;
}
