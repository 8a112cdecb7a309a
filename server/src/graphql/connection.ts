import { Field, Int, ObjectType, type ClassType } from 'type-graphql';

@ObjectType('PageInfo', { description: 'Where a page of a cursor connection starts and ends, and whether the list goes on.' })
export class PageInfoGql {
  @Field(() => Boolean, { description: 'Whether entries follow this page: ask for them with `after: endCursor`.' }) hasNextPage!: boolean;
  @Field(() => Boolean, { description: 'Whether entries come before this page: ask for them with `before: startCursor` where the list takes `before`.' })
  hasPreviousPage!: boolean;
  @Field(() => String, { nullable: true, description: "The first edge's cursor; null for an empty page." }) startCursor!: string | null;
  @Field(() => String, { nullable: true, description: "The last edge's cursor; null for an empty page." }) endCursor!: string | null;
}

/**
 * The `<Name>Edge` and `<Name>Connection` types of a list (edges, node, pageInfo, totalCount),
 * described for the list they page.
 */
export function connectionOf<T extends object>(node: ClassType<T>, name: string, text: { entries: string; order: string; total: string }) {
  @ObjectType(`${name}Edge`, { description: `One of the ${text.entries}, with its position in the list.` })
  class Edge {
    @Field(() => String, { description: 'Opaque position of this entry: pass it as `after` (or `before`) to read the entries that follow (or precede) it.' })
    cursor!: string;
    @Field(() => node, { description: `The entry.` }) node!: T;
  }

  @ObjectType(`${name}Connection`, { description: `A page of ${text.entries}, ${text.order}.` })
  class Connection {
    @Field(() => [Edge], { description: `The ${text.entries} of this page, ${text.order}.` }) edges!: Edge[];
    @Field(() => PageInfoGql, { description: 'The cursors of this page and whether more pages exist.' }) pageInfo!: PageInfoGql;
    @Field(() => Int, { description: text.total }) totalCount!: number;
  }
  return Connection;
}
