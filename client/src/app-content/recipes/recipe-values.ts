import { recipeSchema } from '../../../../shared/validation/recipe';
import type { AdminRecipeFieldsFragment, RecipeInput } from '../../gql/graphql';
import { fieldPathsOf, type FormValues } from '../../shell/forms/schema-values';
import { appImageRule } from '../content-admin/app-image-rules';
import { contentInputOf, contentValuesOf } from '../content-admin/publication-values';
import { pdfRule } from './pdf-rules';

/** The shared rules, plus the files: a new recipe needs its PDF and cover. */
export const recipeFormSchema = (isNew: boolean) =>
  recipeSchema.shape({ pdf: pdfRule(isNew), cover: appImageRule(isNew) });

/** The recipe form's values: the shared schema's, and the files chosen in this form (null: none, the current ones stay). */
export type RecipeValues = FormValues<typeof recipeSchema> & { pdf: File | null; cover: File | null };

export const recipeFieldPaths = fieldPathsOf(recipeFormSchema(true));

export function recipeValuesOf(recipe?: AdminRecipeFieldsFragment): RecipeValues {
  return { ...contentValuesOf(recipeSchema, recipe), pdf: null, cover: null };
}

/** What the API takes: the title trimmed, never the files (uploads beside it). */
export function recipeInputOf(values: RecipeValues): RecipeInput {
  return contentInputOf(recipeSchema, values);
}
