import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../auth/auth.resolver.js';
import { ChatResolver } from '../chat/chat.resolver.js';
import { CoursesResolver } from '../courses/courses.resolver.js';
import { SettingsResolver } from '../settings/settings.resolver.js';
import { UsersResolver } from '../users/users.resolver.js';
import { assertEveryOperationGuarded, authChecker } from './access.js';

/** Every feature's resolvers. A new feature adds its resolver here. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [AuthResolver, UsersResolver, SettingsResolver, CoursesResolver, ChatResolver];

let cached: Promise<GraphQLSchema> | undefined;

export function buildAppSchema(): Promise<GraphQLSchema> {
  cached ??= buildGuardedSchema(resolvers);
  return cached;
}

/** A schema of the given resolvers; it does not build when an operation declares no access rule. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export async function buildGuardedSchema(list: NonEmptyArray<Function>): Promise<GraphQLSchema> {
  return assertEveryOperationGuarded(await buildSchema({ resolvers: list, authChecker, authMode: 'error', validate: false }));
}

/** The SDL committed as schema.graphql: the contract of the mobile app and the client. */
export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema()))}\n`;
}
