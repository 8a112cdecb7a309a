import { Arg, type ClassType, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Role } from '../../../shared/limits.js';
import { roleGroups } from '../../../shared/role-groups.js';
import type { Actor } from '../common/actor.js';
import type { AppDeps } from '../deps.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';

/** What every kind of app content does besides its writes (its service), as its resolver calls it. */
export type ContentOperations<Item> = {
  listPublic(deps: AppDeps): Promise<readonly Item[]>;
  list(deps: AppDeps, actor: Actor, search: string | null): Promise<readonly Item[]>;
  get(deps: AppDeps, actor: Actor, id: number): Promise<Item>;
  remove(deps: AppDeps, actor: Actor, id: number): Promise<boolean>;
  reorder(deps: AppDeps, actor: Actor, ids: readonly number[]): Promise<readonly Item[]>;
};

export type ContentOptions<Item> = {
  /** The kind's name in the schema, one and many: "Service" and "Services" give services, adminServices, createService… */
  names: { one: string; many: string };
  /** How the descriptions say the kind, one and many, when not the lower-cased names ("welcome modal", "FAQ"). */
  words?: { one: string; many: string };
  publicType: ClassType;
  adminType: ClassType;
  operations: ContentOperations<Item>;
  publicNode: (item: Item) => object;
  adminNode: (item: Item, now: Date) => object;
  /** The public query's description. */
  publicDescription: string;
  /** Where the administration's search looks, after "must each appear in": "the name" when left out. */
  searched?: string;
  /** What deleting one takes with it, right after "Deletes a service": " and its image". */
  deleted: string;
  /** Who read the administration's list besides the admins (its store says the same); admins only when left out. */
  listReaders?: { roles: readonly Role[]; said: string };
};

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** How a kind's descriptions name it: one and many. */
export const contentWords = ({ names, words }: Pick<ContentOptions<unknown>, 'names' | 'words'>) =>
  words ?? { one: lowerFirst(names.one), many: lowerFirst(names.many) };

/**
 * The resolver of a kind of app content without its writes: its public list, and the
 * administration's list, item, delete and reorder, admins only unless listReaders says more.
 * The kind's resolver extends it with its create and update, whose arguments (files) differ.
 */
export function contentResolver<Item>(options: ContentOptions<Item>) {
  const { names, operations: ops, publicNode, adminNode } = options;
  const { one, many } = contentWords(options);
  const idArg = () => Arg('id', () => ID, { description: `The ${one}.` });
  const listReaders = options.listReaders ?? { roles: roleGroups.admin, said: 'Admins only' };

  @Resolver()
  class ContentResolver {
    @Query(() => [options.publicType], { name: lowerFirst(names.many), description: options.publicDescription })
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
        description: `Words (up to 6, case and accents aside) that must each appear in ${options.searched ?? 'the name'}; empty or left out: all.`,
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
  return ContentResolver;
}
