import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage, type NonEmptyArray, type PubSub } from 'type-graphql';
import { assertEveryOperationGuarded, authChecker } from './access.js';

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

/**
 * Marks every plain field (a property read from the object, no middleware, no role) as a simple
 * resolver: graphql-js's default reads it, instead of type-graphql's wrapper that builds the
 * middleware chain's arguments for each field of each row. A field named apart from its property
 * keeps the wrapper (the default reads the schema's name). Fields computed by methods and the
 * root fields (their @Access middleware) are not plain fields and keep theirs.
 */
function readPlainFieldsSimply() {
  for (const field of getMetadataStorage().fields)
    field.simple ??= (field.middlewares?.length ?? 0) === 0 && !field.roles && field.schemaName === field.name;
}

/** A schema of the given resolvers; it does not build when an operation declares no access rule. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export async function buildGuardedSchema(list: NonEmptyArray<Function>): Promise<GraphQLSchema> {
  readPlainFieldsSimply();
  const schema = await buildSchema({
    resolvers: list,
    authChecker,
    authMode: 'error',
    validate: false,
    pubSub: noTopicPubSub,
  });
  // type-graphql has no option for the root types' own descriptions.
  const roots = [
    [schema.getQueryType(), 'Reads. Each field says who may call it and which errors it answers.'],
    [schema.getMutationType(), 'Changes. Each field says who may call it and which errors it answers.'],
    [
      schema.getSubscriptionType(),
      'Live updates over WebSocket (graphql-transport-ws) on /graphql, with the token in connectionParams.',
    ],
  ] as const;
  for (const [root, description] of roots) if (root) root.description = description;
  return assertEveryOperationGuarded(schema);
}
