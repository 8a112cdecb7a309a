import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { UploadScalar, type UploadedFile } from '../http/uploads.js';
import { contentResolver } from './content.resolver.js';
import type { UploadSource } from './recipe-files.js';
import { adminRecipeNode, recipeNode } from './recipes-mapping.js';
import { createRecipe, deleteRecipe, getRecipe, listRecipes, reorderRecipes, updateRecipe } from './recipes.service.js';
import { listPublicRecipes } from './public-reads.js';
import { AdminRecipeGql, RecipeGql, RecipeInput } from './recipes.types.js';

const badInputNote =
  "BAD_USER_INPUT with the field and the form's Spanish message when an input field breaks its rule (see RecipeInput), when the PDF is not a PDF (field pdf) or the cover not a PNG, JPEG or WebP image (field cover), or a file is over appSettings.fileSizeLimitMb (its field); nothing is stored then.";
const pdfNote =
  'The PDF (GraphQL multipart request), sniffed from its bytes, up to appSettings.fileSizeLimitMb megabytes.';
const coverNote =
  'The cover image (GraphQL multipart request): PNG, JPEG or WebP, sniffed from its bytes, up to appSettings.fileSizeLimitMb megabytes; phone sizes are made from it.';

/** An upload, opened only when the service stores it. */
const source = (file: UploadedFile | null, field: string): UploadSource | null =>
  file ? () => file.open(field).then((upload) => upload.stream) : null;

/** The recipe book: the public `recipes` and the administration's queries and mutations; its writes take a PDF and a cover. */
@Resolver()
export class RecipesResolver extends contentResolver({
  names: { one: 'Recipe', many: 'Recipes' },
  publicType: RecipeGql,
  adminType: AdminRecipeGql,
  operations: {
    listPublic: listPublicRecipes,
    list: listRecipes,
    get: getRecipe,
    remove: deleteRecipe,
    reorder: reorderRecipes,
  },
  publicNode: recipeNode,
  adminNode: adminRecipeNode,
  publicDescription:
    "The recipe book (Recetario): published documents inside their window, in position order; isFront marks the app's front one. A short list, not paged. Anyone, without signing in.",
  searched: 'the title',
  deleted: ' with its PDF and cover',
}) {
  @Mutation(() => AdminRecipeGql, {
    description: `Creates a recipe, last in the order, and answers it; pdf and cover are required (BAD_USER_INPUT on the missing one). Admins only. ${badInputNote}`,
  })
  @Access(roleGroups.admin)
  async createRecipe(
    @Arg('input', () => RecipeInput, { description: 'The new recipe.' }) input: RecipeInput,
    @Arg('pdf', () => UploadScalar, { nullable: true, description: `${pdfNote} Required.` })
    pdf: UploadedFile | null,
    @Arg('cover', () => UploadScalar, { nullable: true, description: `${coverNote} Required.` })
    cover: UploadedFile | null,
    @Ctx() ctx: GqlContext,
  ) {
    const uploads = { pdf: source(pdf, 'pdf'), cover: source(cover, 'cover') };
    return adminRecipeNode(await createRecipe(ctx.deps, requireActor(ctx), input, uploads), new Date());
  }

  @Mutation(() => AdminRecipeGql, {
    description: `Replaces every field of a recipe (its position stays) and answers it; a file left out stays as it is, a new one replaces it. Admins only. ${badInputNote} NOT_FOUND when it does not exist.`,
  })
  @Access(roleGroups.admin)
  async updateRecipe(
    @Arg('id', () => ID, { description: 'The recipe.' }) id: number,
    @Arg('input', () => RecipeInput, { description: 'The recipe as it must be saved.' }) input: RecipeInput,
    @Arg('pdf', () => UploadScalar, { nullable: true, description: `${pdfNote} Left out: the current PDF stays.` })
    pdf: UploadedFile | null,
    @Arg('cover', () => UploadScalar, {
      nullable: true,
      description: `${coverNote} Left out: the current cover stays.`,
    })
    cover: UploadedFile | null,
    @Ctx() ctx: GqlContext,
  ) {
    const uploads = { pdf: source(pdf, 'pdf'), cover: source(cover, 'cover') };
    return adminRecipeNode(await updateRecipe(ctx.deps, requireActor(ctx), id, input, uploads), new Date());
  }
}
