import Star from '@mui/icons-material/Star';
import { useMutation } from '@apollo/client/react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';
import MenuBook from '@mui/icons-material/MenuBook';
import { DeleteRecipeDocument, ReorderRecipesDocument, type AdminRecipeFieldsFragment } from '../../gql/graphql';
import { ContentThumbnail, thumbnailUrl } from '../content-admin/ContentThumbnail';
import { OrderedContentTable } from '../content-admin/OrderedContentTable';
import { useConfirmedAction } from '../../shell/feedback/use-confirmed-action';
import { recipeEditPath } from './recipe-paths';

type Props = { recipes: AdminRecipeFieldsFragment[]; canReorder: boolean; onChanged: () => void };

/** The recipe book in the app's order, with covers and the front mark, to move, edit or delete. */
export function RecipesTable({ recipes, canReorder, onChanged }: Props) {
  const { t } = useLingui();
  const confirmedAction = useConfirmedAction();
  const [deleteRecipe] = useMutation(DeleteRecipeDocument);
  const [reorderRecipes] = useMutation(ReorderRecipesDocument);

  const remove = async (recipe: AdminRecipeFieldsFragment) => {
    const title = recipe.title;
    const removed = await confirmedAction({
      title: t`Eliminar «${title}»`,
      message: `${t`El documento del recetario será eliminado.`} ${t`¿Deseas continuar?`}`,
      work: () => deleteRecipe({ variables: { id: recipe.id } }),
      done: t`Documento eliminado.`,
    });
    if (removed) onChanged();
  };

  return (
    <OrderedContentTable
      items={recipes}
      label={t`Recetario`}
      nameOf={(recipe) => recipe.title}
      columns={[
        {
          header: t`Portada`,
          cell: (recipe) => <ContentThumbnail url={thumbnailUrl(recipe.cover)} icon={MenuBook} />,
        },
        {
          header: t`Título`,
          minWidth: 220,
          cell: (recipe) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <span>{recipe.title}</span>
              {recipe.isFront && (
                <Chip
                  size="small"
                  color="primary"
                  variant="outlined"
                  icon={<Star />}
                  label={t({ message: 'Portada', context: 'documento que la app muestra en su inicio' })}
                />
              )}
            </Stack>
          ),
        },
      ]}
      editPath={recipeEditPath}
      canReorder={canReorder}
      onReorder={async (ids) => {
        await reorderRecipes({ variables: { ids } });
        onChanged();
      }}
      onDelete={(recipe) => void remove(recipe)}
    />
  );
}
