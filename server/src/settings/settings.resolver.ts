import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { roleGroups } from '../../../shared/role-groups.js';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import type { PaymentGatewayKind } from '../payments/payments.types.js';
import { notificationSettings, updateNotificationSettings } from './lab-settings.service.js';
import {
  AppSettingsGql,
  NotificationSettingsGql,
  NotificationSettingsInput,
  type ServerEnvironment,
} from './settings.types.js';

@Resolver()
export class SettingsResolver {
  @Query(() => AppSettingsGql, {
    description:
      'The client configuration: demo mode, upload limit, environment and the card provider. Anyone, without signing in.',
  })
  @Access('public')
  appSettings(@Ctx() ctx: GqlContext): AppSettingsGql {
    const { demoMode, fileSizeLimitMb, env, paymentGateway, paymentPublicKey } = ctx.deps.config;
    return {
      demoMode,
      fileSizeLimitMb,
      environment: env as ServerEnvironment,
      paymentGateway: paymentGateway as PaymentGatewayKind,
      paymentPublicKey,
    };
  }

  @Query(() => NotificationSettingsGql, {
    description:
      'What the lab tells patients by itself: whether a result that is ready is announced (push and chat message). Admins only: FORBIDDEN otherwise.',
  })
  @Access(roleGroups.admin)
  notificationSettings(@Ctx() ctx: GqlContext) {
    return notificationSettings(ctx.deps, requireActor(ctx));
  }

  @Mutation(() => NotificationSettingsGql, {
    description:
      'Saves the notification settings and answers them; they apply to the next study saved. Admins only: FORBIDDEN otherwise. BAD_USER_INPUT (resultReady) without a true or false.',
  })
  @Access(roleGroups.admin)
  updateNotificationSettings(
    @Arg('input', () => NotificationSettingsInput, { description: 'The settings, all of them.' })
    input: NotificationSettingsInput,
    @Ctx() ctx: GqlContext,
  ) {
    return updateNotificationSettings(ctx.deps, requireActor(ctx), input);
  }
}
