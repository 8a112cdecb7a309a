import { Ctx, Query, Resolver } from 'type-graphql';
import { Access } from '../graphql/access.js';
import type { GqlContext } from '../graphql/context.js';
import type { PaymentGatewayKind } from '../payments/payments.types.js';
import { AppSettingsGql, type ServerEnvironment } from './settings.types.js';

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
}
