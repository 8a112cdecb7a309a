import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { openUpload } from '../http/uploads.js';
import { adminBranchOfficeNode, branchOfficeNode } from './branch-offices-mapping.js';
import {
  createBranchOffice,
  deleteBranchOffice,
  getBranchOffice,
  listBranchOffices,
  listPublicBranchOffices,
  type OpenImage,
  reorderBranchOffices,
  updateBranchOffice,
} from './branch-offices.service.js';
import { AdminBranchOfficeGql, BranchOfficeGql, BranchOfficeInput } from './branch-offices.types.js';

const badInputNote =
  "BAD_USER_INPUT with the field and the form's Spanish message when an input field breaks its rule (see BranchOfficeInput; a field inside a list is named like contacts.0.phone or phones.1), or (field image) when the file is not a PNG, JPEG or WebP image or is over appSettings.fileSizeLimitMb. Refused input stores nothing.";
const imageArg = {
  nullable: true,
  description:
    'A photo of the office (GraphQL multipart request): PNG, JPEG or WebP, read from its content, up to appSettings.fileSizeLimitMb.',
} as const;

/** The upload's stream, opened only when the service asks for it (after validating the input). */
const opener = (image: Promise<FileUpload> | null): OpenImage | undefined =>
  image ? async () => (await openUpload(image, 'image')).stream : undefined;

@Resolver()
export class BranchOfficesResolver {
  @Query(() => [BranchOfficeGql], {
    description:
      "The lab's branch offices: published and inside their window, in position order. A short list, not paged. Anyone, without signing in.",
  })
  @Access('public')
  async branchOffices(@Ctx() ctx: GqlContext) {
    return (await listPublicBranchOffices(ctx.deps)).map(branchOfficeNode);
  }

  @Query(() => [AdminBranchOfficeGql], {
    description:
      'Every branch office, whatever its state, in position order, for the administration. Not paged. Admins only: UNAUTHENTICATED without a session, FORBIDDEN for other roles.',
  })
  @Access(roleGroups.admin)
  async adminBranchOffices(
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Words (up to 6, case and accents aside) that must each appear in the name or the address; empty or left out: all.',
    })
    search: string | null,
    @Ctx() ctx: GqlContext,
  ) {
    const now = new Date();
    return (await listBranchOffices(ctx.deps, requireActor(ctx), search)).map((row) => adminBranchOfficeNode(row, now));
  }

  @Query(() => AdminBranchOfficeGql, {
    description:
      'One branch office, whatever its state, for its edit form. Admins only. NOT_FOUND when it does not exist.',
  })
  @Access(roleGroups.admin)
  async adminBranchOffice(
    @Arg('id', () => ID, { description: 'The branch office.' }) id: number,
    @Ctx() ctx: GqlContext,
  ) {
    return adminBranchOfficeNode(await getBranchOffice(ctx.deps, requireActor(ctx), id), new Date());
  }

  @Mutation(() => AdminBranchOfficeGql, {
    description: `Creates a branch office, last in the order, and answers it. Admins only. ${badInputNote}`,
  })
  @Access(roleGroups.admin)
  async createBranchOffice(
    @Arg('input', () => BranchOfficeInput, { description: 'The new branch office.' }) input: BranchOfficeInput,
    @Arg('image', () => GraphQLUpload, { ...imageArg, description: `${imageArg.description} Optional.` })
    image: Promise<FileUpload> | null,
    @Ctx() ctx: GqlContext,
  ) {
    const row = await createBranchOffice(ctx.deps, requireActor(ctx), input, opener(image));
    return adminBranchOfficeNode(row, new Date());
  }

  @Mutation(() => AdminBranchOfficeGql, {
    description: `Replaces every field of a branch office (its position stays) and answers it. Admins only. ${badInputNote} NOT_FOUND when it does not exist.`,
  })
  @Access(roleGroups.admin)
  async updateBranchOffice(
    @Arg('id', () => ID, { description: 'The branch office.' }) id: number,
    @Arg('input', () => BranchOfficeInput, { description: 'The branch office as it must be saved.' })
    input: BranchOfficeInput,
    @Arg('image', () => GraphQLUpload, {
      ...imageArg,
      description: `${imageArg.description} Replaces the current photo; left out, the photo stays.`,
    })
    image: Promise<FileUpload> | null,
    @Arg('removeImage', () => Boolean, {
      defaultValue: false,
      description: 'True removes the current photo (the office then has none); ignored when image is sent.',
    })
    removeImage: boolean,
    @Ctx() ctx: GqlContext,
  ) {
    const row = await updateBranchOffice(ctx.deps, requireActor(ctx), id, input, {
      image: opener(image),
      removeImage,
    });
    return adminBranchOfficeNode(row, new Date());
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes a branch office and its photo; true when deleted. Admins only. NOT_FOUND when it does not exist.',
  })
  @Access(roleGroups.admin)
  deleteBranchOffice(@Arg('id', () => ID, { description: 'The branch office.' }) id: number, @Ctx() ctx: GqlContext) {
    return deleteBranchOffice(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => [AdminBranchOfficeGql], {
    description:
      'Puts the branch offices in a new order and answers them in it. Admins only. BAD_USER_INPUT (field ids) when ids is not exactly every current branch office, each once.',
  })
  @Access(roleGroups.admin)
  async reorderBranchOffices(
    @Arg('ids', () => [ID], { description: 'Every branch office, each once, in the new order (first to last).' })
    ids: number[],
    @Ctx() ctx: GqlContext,
  ) {
    const now = new Date();
    return (await reorderBranchOffices(ctx.deps, requireActor(ctx), ids)).map((row) => adminBranchOfficeNode(row, now));
  }
}
