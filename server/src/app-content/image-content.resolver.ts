import type { Readable } from 'node:stream';
import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import { Arg, type ClassType, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Role } from '../../../shared/limits.js';
import { roleGroups } from '../../../shared/role-groups.js';
import type { Actor, Caller } from '../common/actor.js';
import type { AppDeps } from '../deps.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { openUpload } from '../http/uploads.js';

/** What a kind of app content with one required image does (its service), as its resolver calls it. */
export type ImageContentOperations<Item> = {
  listPublic(deps: AppDeps): Promise<readonly Item[]>;
  list(deps: AppDeps, actor: Actor, search: string | null): Promise<readonly Item[]>;
  get(deps: AppDeps, actor: Actor, id: number): Promise<Item>;
  create(deps: AppDeps, actor: Caller, input: unknown, image: Readable | null): Promise<Item>;
  update(deps: AppDeps, actor: Actor, id: number, input: unknown, image: Readable | null): Promise<Item>;
  remove(deps: AppDeps, actor: Actor, id: number): Promise<boolean>;
  reorder(deps: AppDeps, actor: Actor, ids: readonly number[]): Promise<readonly Item[]>;
};

type Options<Item> = {
  /** The kind's name in the schema, one and many: "Service" and "Services" give services, adminServices, createService… */
  names: { one: string; many: string };
  publicType: ClassType;
  adminType: ClassType;
  inputType: ClassType;
  operations: ImageContentOperations<Item>;
  publicNode: (item: Item) => object;
  adminNode: (item: Item, now: Date) => object;
  /** The public query's description. */
  publicDescription: string;
  /** What its input's rules are, said in every write's BAD_USER_INPUT note: "(see ServiceInput)". */
  inputRules: string;
  /** What deleting one takes with it, right after "Deletes a service": " and its image". */
  deleted: string;
  /** Who read the administration's list besides the admins (its store says the same); admins only when left out. */
  listReaders?: { roles: readonly Role[]; said: string };
};

const imageArg = (description: string) => ({ nullable: true, description });

/** The image upload's stream, when one was sent. */
const imageStream = async (image: Promise<FileUpload> | null | undefined) =>
  image ? (await openUpload(image, 'image')).stream : null;

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * The resolver of a kind of app content with one required image (services, packages): its public
 * list, and the administration's list, item, create, update, delete and reorder, admins only.
 */
export function imageContentResolver<Item>(options: Options<Item>) {
  const { names, operations: ops, publicNode, adminNode } = options;
  const one = lowerFirst(names.one);
  const many = lowerFirst(names.many);
  const badInputNote = `BAD_USER_INPUT with the field and the form's Spanish message when an input field breaks its rule ${options.inputRules} or the image is refused (field image: not PNG, JPEG or WebP, or over appSettings.fileSizeLimitMb); then nothing is stored.`;
  const idArg = () => Arg('id', () => ID, { description: `The ${one}.` });
  const listReaders = options.listReaders ?? { roles: roleGroups.admin, said: 'Admins only' };

  @Resolver()
  class ImageContentResolver {
    @Query(() => [options.publicType], { name: many, description: options.publicDescription })
    @Access('public')
    async publicList(@Ctx() ctx: GqlContext) {
      return (await ops.listPublic(ctx.deps)).map(publicNode);
    }

    @Query(() => [options.adminType], {
      name: `admin${names.many}`,
      description: `Every ${one}, whatever its state, in position order, for the administration. Not paged. ${listReaders.said}: UNAUTHENTICATED without a session, FORBIDDEN for other roles.`,
    })
    @Access(listReaders.roles)
    async adminList(
      @Arg('search', () => String, {
        nullable: true,
        description:
          'Words (up to 6, case and accents aside) that must each appear in the name; empty or left out: all.',
      })
      search: string | null,
      @Ctx() ctx: GqlContext,
    ) {
      const now = new Date();
      return (await ops.list(ctx.deps, requireActor(ctx), search)).map((item) => adminNode(item, now));
    }

    @Query(() => options.adminType, {
      name: `admin${names.one}`,
      description: `One ${one}, whatever its state, for its edit form. Admins only. NOT_FOUND when it does not exist.`,
    })
    @Access(roleGroups.admin)
    async adminItem(@idArg() id: number, @Ctx() ctx: GqlContext) {
      return adminNode(await ops.get(ctx.deps, requireActor(ctx), id), new Date());
    }

    @Mutation(() => options.adminType, {
      name: `create${names.one}`,
      description: `Creates a ${one}, last in the order, and answers it. Admins only. ${badInputNote} The image is required: BAD_USER_INPUT (field image) without it.`,
    })
    @Access(roleGroups.admin)
    async create(
      @Arg('input', () => options.inputType, { description: `The new ${one}.` }) input: object,
      @Arg(
        'image',
        () => GraphQLUpload,
        imageArg('Its picture (GraphQL multipart upload): PNG, JPEG or WebP. Required.'),
      )
      image: Promise<FileUpload> | null,
      @Ctx() ctx: GqlContext,
    ) {
      const stream = await imageStream(image);
      return adminNode(await ops.create(ctx.deps, requireActor(ctx), input, stream), new Date());
    }

    @Mutation(() => options.adminType, {
      name: `update${names.one}`,
      description: `Replaces every field of a ${one} (its position stays) and answers it; the image changes only when one is sent. Admins only. ${badInputNote} NOT_FOUND when it does not exist.`,
    })
    @Access(roleGroups.admin)
    async update(
      @idArg() id: number,
      @Arg('input', () => options.inputType, { description: `The ${one} as it must be saved.` }) input: object,
      @Arg(
        'image',
        () => GraphQLUpload,
        imageArg(
          'A new picture (GraphQL multipart upload): PNG, JPEG or WebP. Left out or null: the current one stays.',
        ),
      )
      image: Promise<FileUpload> | null,
      @Ctx() ctx: GqlContext,
    ) {
      const stream = await imageStream(image);
      return adminNode(await ops.update(ctx.deps, requireActor(ctx), id, input, stream), new Date());
    }

    @Mutation(() => Boolean, {
      name: `delete${names.one}`,
      description: `Deletes a ${one}${options.deleted}; true when deleted. Admins only. NOT_FOUND when it does not exist.`,
    })
    @Access(roleGroups.admin)
    remove(@idArg() id: number, @Ctx() ctx: GqlContext) {
      return ops.remove(ctx.deps, requireActor(ctx), id);
    }

    @Mutation(() => [options.adminType], {
      name: `reorder${names.many}`,
      description: `Puts the ${many} in a new order and answers them in it. Admins only. BAD_USER_INPUT (field ids) when ids is not exactly every current ${one}, each once.`,
    })
    @Access(roleGroups.admin)
    async reorder(
      @Arg('ids', () => [ID], { description: `Every ${one}, each once, in the new order (first to last).` })
      ids: number[],
      @Ctx() ctx: GqlContext,
    ) {
      const now = new Date();
      return (await ops.reorder(ctx.deps, requireActor(ctx), ids)).map((item) => adminNode(item, now));
    }
  }
  return ImageContentResolver;
}
