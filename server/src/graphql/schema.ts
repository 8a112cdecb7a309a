import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray, type PubSub } from 'type-graphql';
import { AccessLogResolver } from '../access-log/access-log.resolver.js';
import { AuthResolver } from '../auth/auth.resolver.js';
import { ChatResolver } from '../chat/chat.resolver.js';
import { CoursesResolver } from '../courses/courses.resolver.js';
import { PatientsResolver } from '../patients/patients.resolver.js';
import { SettingsResolver } from '../settings/settings.resolver.js';
import { StudiesResolver, StudyFileFieldsResolver } from '../studies/studies.resolver.js';
import { StudyGroupsResolver } from '../studies/study-groups.resolver.js';
import { PreRegistrationResolver } from '../users/pre-registration.resolver.js';
import { UsersAdminResolver } from '../users/users-admin.resolver.js';
import { UsersResolver } from '../users/users.resolver.js';
import { assertEveryOperationGuarded, authChecker } from './access.js';

/** Every feature's resolvers. A new feature adds its resolver here. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export const resolvers: NonEmptyArray<Function> = [AuthResolver, UsersResolver, SettingsResolver, CoursesResolver, ChatResolver, PatientsResolver,
  StudiesResolver, StudyFileFieldsResolver, StudyGroupsResolver, UsersAdminResolver, PreRegistrationResolver,
  AccessLogResolver];

let cached: Promise<GraphQLSchema> | undefined;

/**
 * type-graphql insists on a pub/sub for topic subscriptions. Ours declare their own `subscribe`
 * on the server's event bus (events/event-bus.ts, one per instance), so this one is never used.
 */
const noTopicPubSub: PubSub = {
  publish() {
    throw new Error('Publish through deps.events, not the schema');
  },
  subscribe() {
    throw new Error('Subscriptions declare their own subscribe on deps.events');
  },
};

export function buildAppSchema(): Promise<GraphQLSchema> {
  cached ??= buildGuardedSchema(resolvers);
  return cached;
}

/** A schema of the given resolvers; it does not build when an operation declares no access rule. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export async function buildGuardedSchema(list: NonEmptyArray<Function>): Promise<GraphQLSchema> {
  const schema = await buildSchema({ resolvers: list, authChecker, authMode: 'error', validate: false, pubSub: noTopicPubSub });
  // type-graphql has no option for the root types' own descriptions.
  const roots = [
    [schema.getQueryType(), 'Reads. Each field says who may call it and which errors it answers.'],
    [schema.getMutationType(), 'Changes. Each field says who may call it and which errors it answers.'],
    [schema.getSubscriptionType(), 'Live updates over WebSocket (graphql-transport-ws) on /graphql, with the token in connectionParams.'],
  ] as const;
  for (const [root, description] of roots) if (root) root.description = description;
  return assertEveryOperationGuarded(schema);
}

/** The SDL committed as schema.graphql: the contract of the mobile app and the client. */
export async function printAppSchema(): Promise<string> {
  return `${printSchema(lexicographicSortSchema(await buildAppSchema()))}\n`;
}
