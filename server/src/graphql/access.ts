import { type GraphQLObjectType } from 'graphql';
import { Authorized, Extensions, type AuthChecker, type MiddlewareFn } from 'type-graphql';
import { type AccessRule, isAllowed } from '../common/actor.js';
import { forbidden, unauthenticated } from '../common/errors.js';
import type { GqlContext } from './context.js';

/**
 * Declares who may call a query, mutation or subscription: 'public', 'authenticated' or a list
 * of roles. Every root operation must carry one; an operation without it is refused.
 */
export function Access(rule: AccessRule): MethodDecorator {
  return (target, key, descriptor) => {
    Extensions({ access: rule })(target, key, descriptor);
    if (rule !== 'public') Authorized(rule === 'authenticated' ? [] : [...rule])(target, key, descriptor);
  };
}

export function accessRuleOf(type: GraphQLObjectType, fieldName: string): AccessRule | undefined {
  return type.getFields()[fieldName]?.extensions?.access as AccessRule | undefined;
}

const rootTypes = new Set(['Query', 'Mutation', 'Subscription']);

/** Enforces the declared rule on every root field; fails closed when none is declared. */
export const enforceAccess: MiddlewareFn<GqlContext> = async ({ info, context }, next) => {
  if (rootTypes.has(info.parentType.name)) {
    const rule = accessRuleOf(info.parentType, info.fieldName);
    if (!rule) throw forbidden();
    if (!isAllowed(rule, context.actor)) throw context.actor ? forbidden() : unauthenticated();
  }
  return next();
};

/** type-graphql's check behind @Authorized (it also covers subscriptions). */
export const authChecker: AuthChecker<GqlContext, string> = ({ context }, roles) => {
  if (!context.actor) throw unauthenticated();
  if (roles.length > 0 && !roles.includes(context.actor.role)) throw forbidden();
  return true;
};
