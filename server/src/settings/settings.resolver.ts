import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { Access } from '../graphql/access.js';
import type { GqlContext } from '../graphql/context.js';

@ObjectType('AppSettings', { description: 'Client configuration that is safe to show to anyone.' })
export class AppSettingsGql {
  @Field(() => Boolean, { description: 'Demo mode: the admin menu shows only users and virtuallab.' }) demoMode!: boolean;
  @Field(() => Int) fileSizeLimitMb!: number;
  @Field(() => String) environment!: string;
  @Field(() => String, { description: 'sandbox or conekta: which card tokenizer the browser uses.' }) paymentGateway!: string;
  @Field(() => String, { description: "The provider's public key for tokenizing cards." }) paymentPublicKey!: string;
}

@Resolver()
export class SettingsResolver {
  @Query(() => AppSettingsGql)
  @Access('public')
  appSettings(@Ctx() ctx: GqlContext): AppSettingsGql {
    const { demoMode, fileSizeLimitMb, env, paymentGateway, paymentPublicKey } = ctx.deps.config;
    return { demoMode, fileSizeLimitMb, environment: env, paymentGateway, paymentPublicKey };
  }
}
