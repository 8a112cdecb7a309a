import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';

@ObjectType('PageInfo', {
  description: 'Where a page of a cursor connection starts and ends, and whether the list goes on.',
})
export class PageInfoGql {
  @Field(() => Boolean, { description: 'Whether entries follow this page: ask for them with `after: endCursor`.' })
  hasNextPage!: boolean;
  @Field(() => Boolean, {
    description:
      'Whether entries come before this page: ask for them with `before: startCursor` where the list takes `before`.',
  })
  hasPreviousPage!: boolean;
  @Field(() => String, { nullable: true, description: "The first edge's cursor; null for an empty page." })
  startCursor!: string | null;
  @Field(() => String, { nullable: true, description: "The last edge's cursor; null for an empty page." }) endCursor!:
    string | null;
}

/**
 * The `<Name>Edge` and `<Name>Connection` types of a list (edges, node, pageInfo, totalCount),
 * described for the list they page; `base`, an abstract object type, adds fields of the whole
 * list (such as the doctor whose patients these are).
 */
export function connectionOf<T extends object, B extends object = object>(
  node: ClassType<T>,
  name: string,
  text: { entries: string; order: string; total: string },
  base: ClassType<B> = class {} as ClassType<B>,
) {
  @ObjectType(`${name}Edge`, { description: `One of the ${text.entries}, with its position in the list.` })
  class Edge {
    @Field(() => String, {
      description:
        'Opaque position of this entry: pass it as `after` (or `before`) to read the entries that follow (or precede) it.',
    })
    cursor!: string;
    @Field(() => node, { description: `The entry.` }) node!: T;
  }

  @ObjectType(`${name}Connection`, { description: `A page of ${text.entries}, ${text.order}.` })
  class Connection extends (base as ClassType<object>) {
    @Field(() => [Edge], { description: `The entries of this page, ${text.order}.` }) edges!: Edge[];
    @Field(() => PageInfoGql, { description: 'The cursors of this page and whether more pages exist.' })
    pageInfo!: PageInfoGql;
    @Field(() => Int, { description: text.total }) totalCount!: number;
  }
  return Connection;
}

/** The page arguments of the lists read by position (common/position-pages.ts). */
@ArgsType()
export class PageArgsGql {
  @Field(() => Int, {
    nullable: true,
    description:
      'Entries of a page read forward, 1 to 100; 20 when neither first nor last is given. BAD_USER_INPUT outside 1..100 or together with last or before.',
  })
  first?: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The endCursor of the page shown: read the entries after it. None: from the start of the list. BAD_USER_INPUT when it is not a cursor of this list.',
  })
  after?: string | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'Entries of a page read backward, 1 to 100: the last ones of the list, or the ones before `before`. BAD_USER_INPUT outside 1..100.',
  })
  last?: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The startCursor of the page shown: read the entries before it (with last, 20 when left out). BAD_USER_INPUT when it is not a cursor of this list.',
  })
  before?: string | null;
}

/** The page arguments of the lists read forward only, the newest entries first. */
@ArgsType()
export class ForwardPageArgsGql {
  @Field(() => Int, { nullable: true, description: 'Entries per page, 1 to 100; 20 when left out.' })
  first?: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The endCursor of the page before; none: from the newest. BAD_USER_INPUT when it is not a cursor of this list.',
  })
  after?: string | null;
}
