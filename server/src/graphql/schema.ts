import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { AuthResolver } from '../auth/auth.resolver.js';
import { CoursesResolver } from '../courses/courses.resolver.js';
import { SettingsResolver } from '../settings/settings.resolver.js';
import { UsersResolver } from '../users/users.resolver.js';
import { authChecker, enforceAccess } from './access.js';

/** Every feature's resolvers. A new feature adds its resolver here. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [AuthResolver, UsersResolver, SettingsResolver, CoursesResolver];

let cached: Promise<GraphQLSchema> | undefined;

export function buildAppSchema(): Promise<GraphQLSchema> {
  cached ??= buildSchema({
    resolvers,
    authChecker,
    authMode: 'error',
    globalMiddlewares: [enforceAccess],
    validate: false,
  });
  return cached;
}

/** The SDL committed as schema.graphql: the contract of the mobile app and the client. */
export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema()))}\n`;
}
