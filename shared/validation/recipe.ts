import { boolean, object, string, type InferType } from 'yup';
import { messages as m } from '../messages.js';
import { publicationRules } from './publication.js';

/** The longest recipe title (the recipes.title column's rule). */
export const recipeTitleLength = 255;

/**
 * A document of the recipe book (Recetario) as the admin form and the API take it; the PDF and
 * its cover travel as files beside it.
 */
export const recipeSchema = object({
  title: string().trim().required(m.titleRequired).max(recipeTitleLength, m.titleMax),
  isFront: boolean().required(),
  ...publicationRules,
});

export type RecipeInput = InferType<typeof recipeSchema>;
