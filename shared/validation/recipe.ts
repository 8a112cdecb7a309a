import { boolean, object, string, type InferType } from 'yup';
import { appContentMessages as m } from '../messages/app-content.js';
import { publicationRules } from './publication.js';

/** The longest recipe title (the recipes.title column's rule). */
export const recipeTitleLength = 255;

/**
 * A document of the recipe book (Recetario) as the admin form and the API take it; the PDF and
 * its cover travel as files beside it. Each field with the one description GraphQL's RecipeInput
 * shows; a new recipe starts as not the front document.
 */
export const recipeSchema = object({
  title: string()
    .trim()
    .required(m.titleRequired)
    .max(recipeTitleLength, m.titleMax)
    .meta({ description: 'The title, required, at most 255 characters.' }),
  isFront: boolean()
    .required()
    .default(false)
    .meta({ description: "Make it the app's front document; true takes the mark from the recipe that had it." }),
  ...publicationRules,
});

export type RecipeInput = InferType<typeof recipeSchema>;
