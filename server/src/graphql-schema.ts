import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import type { NonEmptyArray } from 'type-graphql';
import { buildGuardedSchema } from './graphql/schema.js';
import { features } from './features.js';

/** Every feature's resolvers, in the order of the features list. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers = features.flatMap((feature) => feature.resolvers ?? []) as unknown as NonEmptyArray<Function>;

let cached: Promise<GraphQLSchema> | undefined;

/** The app's schema, built once per process. */
export function buildAppSchema(): Promise<GraphQLSchema> {
  cached ??= buildGuardedSchema(resolvers);
  return cached;
}

/** The SDL committed as schema.graphql: the contract of the mobile app and the client. */
export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema()))}\n`;
}
