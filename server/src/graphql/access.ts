import type { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { Authorized, Extensions, UseMiddleware, type AuthChecker, type MiddlewareFn } from 'type-graphql';
import { type AccessRule, isAllowed } from '../common/actor.js';
import { forbidden, unauthenticated } from '../common/errors.js';
import type { GqlContext } from './context.js';

/**
 * Declares who may call a query, mutation or subscription: 'public', 'authenticated' or a list
 * of roles. Every root operation must carry one: a schema with an operation without it does not
 * build (see assertEveryOperationGuarded).
 */
export function Access(rule: AccessRule): MethodDecorator {
  return (target, key, descriptor) => {
    Extensions({ access: rule })(target, key, descriptor);
    // Only on root fields: a global middleware would wrap every field of every object.
    UseMiddleware(enforceAccess)(target, key, descriptor);
    if (rule !== 'public') Authorized(rule === 'authenticated' ? [] : [...rule])(target, key, descriptor);
  };
}

/** Refuses a schema in which any query, mutation or subscription declares no access rule. */
export function assertEveryOperationGuarded(schema: GraphQLSchema): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const name of Object.keys(type?.getFields() ?? {})) {
      if (!accessRuleOf(type!, name))
        throw new Error(`GraphQL operation ${type!.name}.${name} declares no access rule (@Access)`);
    }
  }
  return schema;
}

export function accessRuleOf(type: GraphQLObjectType, fieldName: string): AccessRule | undefined {
  return type.getFields()[fieldName]?.extensions?.access as AccessRule | undefined;
}

const rootTypes = new Set(['Query', 'Mutation', 'Subscription']);

/** Enforces the declared rule of a root field; fails closed when none is declared. */
export const enforceAccess: MiddlewareFn<GqlContext> = async ({ info, context }, next) => {
  if (rootTypes.has(info.parentType.name)) {
    const rule = accessRuleOf(info.parentType, info.fieldName);
    if (!rule) throw forbidden();
    if (!isAllowed(rule, context.actor)) throw context.actor ? forbidden() : unauthenticated(context.sessionEnded);
  }
  return next();
};

/** type-graphql's check behind @Authorized (it also covers subscriptions). */
export const authChecker: AuthChecker<GqlContext, string> = ({ context }, roles) => {
  if (!context.actor) throw unauthenticated(context.sessionEnded);
  if (roles.length > 0 && !roles.includes(context.actor.role)) throw forbidden();
  return true;
};
