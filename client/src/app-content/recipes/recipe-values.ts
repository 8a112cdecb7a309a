import { recipeSchema } from '../../../../shared/validation/recipe';
import type { AdminRecipeFieldsFragment, RecipeInput } from '../../gql/graphql';
import { appImageRule } from '../content-admin/app-image-rules';
import {
  publicationFieldPaths,
  publicationInputOf,
  publicationValuesOf,
  type PublicationValues,
} from '../content-admin/publication-values';
import { pdfRule } from './pdf-rules';

/** The recipe form's values: the files chosen in this form (null: none, the current ones stay). */
export type RecipeValues = PublicationValues & {
  title: string;
  isFront: boolean;
  pdf: File | null;
  cover: File | null;
};

export const recipeFieldPaths: readonly string[] = ['title', 'isFront', 'pdf', 'cover', ...publicationFieldPaths];

/** The shared rules, plus the files: a new recipe needs its PDF and cover. */
export const recipeFormSchema = (isNew: boolean) =>
  recipeSchema.shape({ pdf: pdfRule(isNew), cover: appImageRule(isNew) });

export function recipeValuesOf(recipe?: AdminRecipeFieldsFragment): RecipeValues {
  return {
    title: recipe?.title ?? '',
    isFront: recipe?.isFront ?? false,
    pdf: null,
    cover: null,
    ...publicationValuesOf(recipe),
  };
}

export function recipeInputOf(values: RecipeValues): RecipeInput {
  return { title: values.title.trim(), isFront: values.isFront, ...publicationInputOf(values) };
}
