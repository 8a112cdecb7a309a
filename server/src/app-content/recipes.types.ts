import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ByteSize } from '../graphql/byte-size.js';
import { ID } from '../graphql/id-scalar.js';
import { PublicationInput, WithPublication } from './publication-fields.types.js';
import { AppImageGql } from '../files/index.js';
import { described } from '../../../shared/validation/described.js';
import { recipeSchema } from '../../../shared/validation/recipe.js';

@ObjectType('Recipe', {
  description: 'A document of the recipe book (Recetario): a PDF with a title and a cover image.',
})
export class RecipeGql {
  @Field(() => ID, { description: 'The recipe; pass it to updateRecipe, deleteRecipe and reorderRecipes.' })
  id!: number;
  @Field(() => String, { description: 'The title, at most 255 characters.' }) title!: string;
  @Field(() => String, {
    description:
      "The PDF: an absolute path on this server (prefix it with the API's origin), public, served as application/pdf and cached for a year (its address changes when the document does).",
  })
  pdfUrl!: string;
  @Field(() => Int, {
    description: 'Size of the PDF in bytes, to show before the download.',
    deprecationReason: 'Use pdfByteSize: sizes are ByteSize everywhere.',
  })
  pdfBytes!: number;
  @Field(() => ByteSize, { description: 'Size of the PDF in bytes, to show before the download.' })
  pdfByteSize!: number;
  @Field(() => AppImageGql, { description: 'The cover, with sizes for phones.' }) cover!: AppImageGql;
  @Field(() => Boolean, {
    description:
      'Whether it is the app\'s front document ("Portada de la app"), the one the home screen shows; at most one recipe is.',
  })
  isFront!: boolean;
  @Field(() => Int, { description: 'Place in the list, 1 first; the public recipes query answers in this order.' })
  position!: number;
}

@ObjectType('AdminRecipe', { description: 'A recipe as the administration sees it: with its publication.' })
export class AdminRecipeGql extends WithPublication(RecipeGql) {}

@InputType('RecipeInput', {
  description:
    'A recipe as the admin form saves it; the PDF and the cover travel as uploads beside it. Texts are trimmed.',
})
export class RecipeInput extends PublicationInput {
  @Field(() => String, { description: described(recipeSchema, 'title') }) title!: string;
  @Field(() => Boolean, { description: described(recipeSchema, 'isFront') }) isFront!: boolean;
}
