import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { openUpload } from '../http/uploads.js';
import type { UploadSource } from './recipe-files.js';
import { adminRecipeNode, recipeNode } from './recipes-mapping.js';
import {
  createRecipe,
  deleteRecipe,
  getRecipe,
  listPublicRecipes,
  listRecipes,
  reorderRecipes,
  updateRecipe,
} from './recipes.service.js';
import { AdminRecipeGql, RecipeGql, RecipeInput } from './recipes.types.js';

const badInputNote =
  "BAD_USER_INPUT with the field and the form's Spanish message when an input field breaks its rule (see RecipeInput), when the PDF is not a PDF (field pdf) or the cover not a PNG, JPEG or WebP image (field cover), or a file is over appSettings.fileSizeLimitMb (its field); nothing is stored then.";
const pdfNote =
  'The PDF (GraphQL multipart request), sniffed from its bytes, up to appSettings.fileSizeLimitMb megabytes.';
const coverNote =
  'The cover image (GraphQL multipart request): PNG, JPEG or WebP, sniffed from its bytes, up to appSettings.fileSizeLimitMb megabytes; phone sizes are made from it.';

/** An upload, opened only when the service stores it. */
const source = (file: Promise<FileUpload> | null, field: string): UploadSource | null =>
  file ? () => openUpload(file, field).then((upload) => upload.stream) : null;

@Resolver()
export class RecipesResolver {
  @Query(() => [RecipeGql], {
    description:
      "The recipe book (Recetario): published documents inside their window, in position order; isFront marks the app's front one. A short list, not paged. Anyone, without signing in.",
  })
  @Access('public')
  async recipes(@Ctx() ctx: GqlContext) {
    return (await listPublicRecipes(ctx.deps)).map(recipeNode);
  }

  @Query(() => [AdminRecipeGql], {
    description:
      'Every recipe, whatever its state, in position order, for the administration. Not paged. Admins only: UNAUTHENTICATED without a session, FORBIDDEN for other roles.',
  })
  @Access(roleGroups.admin)
  async adminRecipes(
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Words (up to 6, case and accents aside) that must each appear in the title; empty or left out: all.',
    })
    search: string | null,
    @Ctx() ctx: GqlContext,
  ) {
    const now = new Date();
    return (await listRecipes(ctx.deps, requireActor(ctx), search)).map((row) => adminRecipeNode(row, now));
  }

  @Query(() => AdminRecipeGql, {
    description: 'One recipe, whatever its state, for its edit form. Admins only. NOT_FOUND when it does not exist.',
  })
  @Access(roleGroups.admin)
  async adminRecipe(@Arg('id', () => ID, { description: 'The recipe.' }) id: number, @Ctx() ctx: GqlContext) {
    return adminRecipeNode(await getRecipe(ctx.deps, requireActor(ctx), id), new Date());
  }

  @Mutation(() => AdminRecipeGql, {
    description: `Creates a recipe, last in the order, and answers it; pdf and cover are required (BAD_USER_INPUT on the missing one). Admins only. ${badInputNote}`,
  })
  @Access(roleGroups.admin)
  async createRecipe(
    @Arg('input', () => RecipeInput, { description: 'The new recipe.' }) input: RecipeInput,
    @Arg('pdf', () => GraphQLUpload, { nullable: true, description: `${pdfNote} Required.` })
    pdf: Promise<FileUpload> | null,
    @Arg('cover', () => GraphQLUpload, { nullable: true, description: `${coverNote} Required.` })
    cover: Promise<FileUpload> | null,
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
    @Arg('pdf', () => GraphQLUpload, { nullable: true, description: `${pdfNote} Left out: the current PDF stays.` })
    pdf: Promise<FileUpload> | null,
    @Arg('cover', () => GraphQLUpload, {
      nullable: true,
      description: `${coverNote} Left out: the current cover stays.`,
    })
    cover: Promise<FileUpload> | null,
    @Ctx() ctx: GqlContext,
  ) {
    const uploads = { pdf: source(pdf, 'pdf'), cover: source(cover, 'cover') };
    return adminRecipeNode(await updateRecipe(ctx.deps, requireActor(ctx), id, input, uploads), new Date());
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes a recipe with its PDF and cover; true when deleted. Admins only. NOT_FOUND when it does not exist.',
  })
  @Access(roleGroups.admin)
  deleteRecipe(@Arg('id', () => ID, { description: 'The recipe.' }) id: number, @Ctx() ctx: GqlContext) {
    return deleteRecipe(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => [AdminRecipeGql], {
    description:
      'Puts the recipes in a new order and answers them in it. Admins only. BAD_USER_INPUT (field ids) when ids is not exactly every current recipe, each once.',
  })
  @Access(roleGroups.admin)
  async reorderRecipes(
    @Arg('ids', () => [ID], { description: 'Every recipe, each once, in the new order (first to last).' })
    ids: number[],
    @Ctx() ctx: GqlContext,
  ) {
    const now = new Date();
    return (await reorderRecipes(ctx.deps, requireActor(ctx), ids)).map((row) => adminRecipeNode(row, now));
  }
}
