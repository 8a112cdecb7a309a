import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { registerDevice, unregisterDevice } from './devices.service.js';
import { PushDeviceGql, RegisterDeviceInput } from './devices.types.js';

@Resolver()
export class DevicesResolver {
  @Mutation(() => PushDeviceGql, {
    description:
      "Registers this device to receive the signed-in user's push notifications and answers it. Call it after each sign-in and when the platform gives the app a new token; calling it again with the same token only refreshes it (one registration per token). A token registered by another account moves to this user: the phone's pushes follow whoever is signed in. Any signed-in user; UNAUTHENTICATED without a session. BAD_USER_INPUT with the field (token, appVersion) and a Spanish message for an empty or too long value.",
  })
  @Access('authenticated')
  async registerDevice(
    @Arg('input', () => RegisterDeviceInput, { description: 'The device and its push token.' })
    input: RegisterDeviceInput,
    @Ctx() ctx: GqlContext,
  ): Promise<PushDeviceGql> {
    return registerDevice(ctx.deps, requireActor(ctx), input);
  }

  @Mutation(() => Boolean, {
    description:
      "Stops the pushes to this device: call it at sign-out, before the session ends. True when the token was the signed-in user's and is removed; false, changing nothing, for a token that is unknown or registered to another account. Any signed-in user; UNAUTHENTICATED without a session.",
  })
  @Access('authenticated')
  unregisterDevice(
    @Arg('token', () => String, { description: 'The push token given to registerDevice.' }) token: string,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    return unregisterDevice(ctx.deps, requireActor(ctx), token);
  }
}
