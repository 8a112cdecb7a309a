import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { imageArg, imageStream } from './image-upload-args.js';
import { adminServiceNode, serviceNode } from './services-mapping.js';
import {
  createService,
  deleteService,
  getService,
  listPublicServices,
  listServices,
  reorderServices,
  updateService,
} from './services.service.js';
import { AdminServiceGql, ServiceGql, ServiceInput } from './services.types.js';

const admin = roleGroups.admin;
const badInputNote =
  "BAD_USER_INPUT with the field and the form's Spanish message when an input field breaks its rule (see ServiceInput) or the image is refused (field image: not PNG, JPEG or WebP, or over appSettings.fileSizeLimitMb); then nothing is stored.";

@Resolver()
export class ServicesResolver {
  @Query(() => [ServiceGql], {
    description:
      "The lab's services for the app: published and inside their window, in position order. A short list, not paged. Anyone, without signing in.",
  })
  @Access('public')
  async services(@Ctx() ctx: GqlContext) {
    return (await listPublicServices(ctx.deps)).map(serviceNode);
  }

  @Query(() => [AdminServiceGql], {
    description:
      'Every service, whatever its state, in position order, for the administration. Not paged. Admins only: UNAUTHENTICATED without a session, FORBIDDEN for other roles.',
  })
  @Access(admin)
  async adminServices(
    @Arg('search', () => String, {
      nullable: true,
      description: 'Words (up to 6, case and accents aside) that must each appear in the name; empty or left out: all.',
    })
    search: string | null,
    @Ctx() ctx: GqlContext,
  ) {
    const now = new Date();
    return (await listServices(ctx.deps, requireActor(ctx), search)).map((row) => adminServiceNode(row, now));
  }

  @Query(() => AdminServiceGql, {
    description: 'One service, whatever its state, for its edit form. Admins only. NOT_FOUND when it does not exist.',
  })
  @Access(admin)
  async adminService(@Arg('id', () => ID, { description: 'The service.' }) id: number, @Ctx() ctx: GqlContext) {
    return adminServiceNode(await getService(ctx.deps, requireActor(ctx), id), new Date());
  }

  @Mutation(() => AdminServiceGql, {
    description: `Creates a service, last in the order, and answers it. Admins only. ${badInputNote} The image is required: BAD_USER_INPUT (field image) without it.`,
  })
  @Access(admin)
  async createService(
    @Arg('input', () => ServiceInput, { description: 'The new service.' }) input: ServiceInput,
    @Arg('image', () => GraphQLUpload, imageArg('Its picture (GraphQL multipart upload): PNG, JPEG or WebP. Required.'))
    image: Promise<FileUpload> | null,
    @Ctx() ctx: GqlContext,
  ) {
    const stream = await imageStream(image);
    return adminServiceNode(await createService(ctx.deps, requireActor(ctx), input, stream), new Date());
  }

  @Mutation(() => AdminServiceGql, {
    description: `Replaces every field of a service (its position stays) and answers it; the image changes only when one is sent. Admins only. ${badInputNote} NOT_FOUND when it does not exist.`,
  })
  @Access(admin)
  async updateService(
    @Arg('id', () => ID, { description: 'The service.' }) id: number,
    @Arg('input', () => ServiceInput, { description: 'The service as it must be saved.' }) input: ServiceInput,
    @Arg(
      'image',
      () => GraphQLUpload,
      imageArg('A new picture (GraphQL multipart upload): PNG, JPEG or WebP. Left out or null: the current one stays.'),
    )
    image: Promise<FileUpload> | null,
    @Ctx() ctx: GqlContext,
  ) {
    const stream = await imageStream(image);
    return adminServiceNode(await updateService(ctx.deps, requireActor(ctx), id, input, stream), new Date());
  }

  @Mutation(() => Boolean, {
    description: 'Deletes a service and its image; true when deleted. Admins only. NOT_FOUND when it does not exist.',
  })
  @Access(admin)
  deleteService(@Arg('id', () => ID, { description: 'The service.' }) id: number, @Ctx() ctx: GqlContext) {
    return deleteService(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => [AdminServiceGql], {
    description:
      'Puts the services in a new order and answers them in it. Admins only. BAD_USER_INPUT (field ids) when ids is not exactly every current service, each once.',
  })
  @Access(admin)
  async reorderServices(
    @Arg('ids', () => [ID], { description: 'Every service, each once, in the new order (first to last).' })
    ids: number[],
    @Ctx() ctx: GqlContext,
  ) {
    const now = new Date();
    return (await reorderServices(ctx.deps, requireActor(ctx), ids)).map((row) => adminServiceNode(row, now));
  }
}
