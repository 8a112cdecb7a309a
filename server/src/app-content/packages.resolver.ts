import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { imageArg, imageStream } from './image-upload-args.js';
import { adminPackageNode, packageNode } from './packages-mapping.js';
import {
  createPackage,
  deletePackage,
  getPackage,
  listPublicPackages,
  listPackages,
  reorderPackages,
  updatePackage,
} from './packages.service.js';
import { AdminPackageGql, PackageGql, PackageInput } from './packages.types.js';

const admin = roleGroups.admin;
const badInputNote =
  "BAD_USER_INPUT with the field and the form's Spanish message when an input field breaks its rule (see PackageInput; an unknown study type: field studyTypeIds) or the image is refused (field image: not PNG, JPEG or WebP, or over appSettings.fileSizeLimitMb); then nothing is stored.";

@Resolver()
export class PackagesResolver {
  @Query(() => [PackageGql], {
    description:
      "The lab's study packages for the app, each with its study types and price: published and inside their window, in position order. A short list, not paged. Anyone, without signing in.",
  })
  @Access('public')
  async packages(@Ctx() ctx: GqlContext) {
    return (await listPublicPackages(ctx.deps)).map(packageNode);
  }

  @Query(() => [AdminPackageGql], {
    description:
      'Every package, whatever its state, in position order, for the administration. Not paged. Admins only: UNAUTHENTICATED without a session, FORBIDDEN for other roles.',
  })
  @Access(admin)
  async adminPackages(
    @Arg('search', () => String, {
      nullable: true,
      description: 'Words (up to 6, case and accents aside) that must each appear in the name; empty or left out: all.',
    })
    search: string | null,
    @Ctx() ctx: GqlContext,
  ) {
    const now = new Date();
    return (await listPackages(ctx.deps, requireActor(ctx), search)).map((row) => adminPackageNode(row, now));
  }

  @Query(() => AdminPackageGql, {
    description: 'One package, whatever its state, for its edit form. Admins only. NOT_FOUND when it does not exist.',
  })
  @Access(admin)
  async adminPackage(@Arg('id', () => ID, { description: 'The package.' }) id: number, @Ctx() ctx: GqlContext) {
    return adminPackageNode(await getPackage(ctx.deps, requireActor(ctx), id), new Date());
  }

  @Mutation(() => AdminPackageGql, {
    description: `Creates a package, last in the order, and answers it. Admins only. ${badInputNote} The image is required: BAD_USER_INPUT (field image) without it.`,
  })
  @Access(admin)
  async createPackage(
    @Arg('input', () => PackageInput, { description: 'The new package.' }) input: PackageInput,
    @Arg('image', () => GraphQLUpload, imageArg('Its picture (GraphQL multipart upload): PNG, JPEG or WebP. Required.'))
    image: Promise<FileUpload> | null,
    @Ctx() ctx: GqlContext,
  ) {
    const stream = await imageStream(image);
    return adminPackageNode(await createPackage(ctx.deps, requireActor(ctx), input, stream), new Date());
  }

  @Mutation(() => AdminPackageGql, {
    description: `Replaces every field of a package (its position stays) and answers it; the image changes only when one is sent. Admins only. ${badInputNote} NOT_FOUND when it does not exist.`,
  })
  @Access(admin)
  async updatePackage(
    @Arg('id', () => ID, { description: 'The package.' }) id: number,
    @Arg('input', () => PackageInput, { description: 'The package as it must be saved.' }) input: PackageInput,
    @Arg(
      'image',
      () => GraphQLUpload,
      imageArg('A new picture (GraphQL multipart upload): PNG, JPEG or WebP. Left out or null: the current one stays.'),
    )
    image: Promise<FileUpload> | null,
    @Ctx() ctx: GqlContext,
  ) {
    const stream = await imageStream(image);
    return adminPackageNode(await updatePackage(ctx.deps, requireActor(ctx), id, input, stream), new Date());
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes a package, its study type links and its image; true when deleted. Admins only. NOT_FOUND when it does not exist.',
  })
  @Access(admin)
  deletePackage(@Arg('id', () => ID, { description: 'The package.' }) id: number, @Ctx() ctx: GqlContext) {
    return deletePackage(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => [AdminPackageGql], {
    description:
      'Puts the packages in a new order and answers them in it. Admins only. BAD_USER_INPUT (field ids) when ids is not exactly every current package, each once.',
  })
  @Access(admin)
  async reorderPackages(
    @Arg('ids', () => [ID], { description: 'Every package, each once, in the new order (first to last).' })
    ids: number[],
    @Ctx() ctx: GqlContext,
  ) {
    const now = new Date();
    return (await reorderPackages(ctx.deps, requireActor(ctx), ids)).map((row) => adminPackageNode(row, now));
  }
}
