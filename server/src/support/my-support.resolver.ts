import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Access } from '../graphql/access.js';
import { ForwardPageArgsGql } from '../graphql/connection.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { PageSize } from '../graphql/operation-rules.js';
import { UploadScalar, type UploadedFile } from '../http/uploads.js';
import {
  addSupportMessage,
  createSupportRequest,
  mySupportRequest,
  mySupportRequests,
} from './support-requests.service.js';
import { MySupportRequestConnectionGql, SupportRequestGql, SupportRequestInput } from './support.types.js';

const anyUser =
  'Any signed-in user (patients in the app, doctors and staff in the portal); UNAUTHENTICATED without a session.';

/** The requester's side of support: send a request, read one's own, write a follow-up. */
@Resolver()
export class MySupportResolver {
  @Mutation(() => SupportRequestGql, {
    description: `Sends a request to the lab's support staff; it starts OPEN and comes back as stored. ${anyUser} BAD_USER_INPUT naming the field: subject or message missing or too long; attachment not an image, PDF, video or audio ("El archivo debe ser una imagen, un PDF, un video o un audio") or over the size limit. Nothing is stored when refused.`,
  })
  @Access('authenticated')
  async createSupportRequest(
    @Arg('input', () => SupportRequestInput, { description: 'The subject and the message.' })
    input: SupportRequestInput,
    @Arg('attachment', () => UploadScalar, {
      nullable: true,
      description:
        'One file (GraphQL multipart request), optional: an image, a PDF, a video or an audio recording, up to appSettings.fileSizeLimitMb. Its type is read from its content.',
    })
    attachment: UploadedFile | null,
    @Ctx() ctx: GqlContext,
  ) {
    const file = attachment ? await attachment.open('attachment') : null;
    return createSupportRequest(ctx.deps, requireActor(ctx), input, file);
  }

  @Query(() => MySupportRequestConnectionGql, {
    description: `The signed-in user's own support requests, most recent activity first, each with its conversation (the support staff's answers in replies). ${anyUser}`,
  })
  @Access('authenticated')
  @PageSize('first', 100)
  mySupportRequests(@Args(() => ForwardPageArgsGql) page: ForwardPageArgsGql, @Ctx() ctx: GqlContext) {
    return mySupportRequests(ctx.deps, requireActor(ctx), page);
  }

  @Query(() => SupportRequestGql, {
    description: `One of the signed-in user's own requests with its conversation. ${anyUser} NOT_FOUND for a request that is not theirs, as for one that does not exist.`,
  })
  @Access('authenticated')
  mySupportRequest(@Arg('id', () => ID, { description: 'The request.' }) id: number, @Ctx() ctx: GqlContext) {
    return mySupportRequest(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => SupportRequestGql, {
    description: `The requester writes again in their own request's conversation (a follow-up, fromSupport false); the state does not change. ${anyUser} BAD_USER_INPUT on message when missing or over 2000 characters. CONFLICT when the request is CLOSED ("Esta solicitud está cerrada: envía una nueva solicitud"). NOT_FOUND for a request that is not theirs.`,
  })
  @Access('authenticated')
  addSupportMessage(
    @Arg('id', () => ID, { description: 'The request.' }) id: number,
    @Arg('message', () => String, { description: 'The text, 1 to 2000 characters once trimmed.' }) message: string,
    @Ctx() ctx: GqlContext,
  ) {
    return addSupportMessage(ctx.deps, requireActor(ctx), id, { message });
  }
}
