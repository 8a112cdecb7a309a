import { Arg, Ctx, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Access } from '../graphql/access.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { ID } from '../graphql/id-scalar.js';
import { sharedStudyClosings } from './share-files.service.js';
import { openSharedStudy } from './share-opening.service.js';
import { createStudyShare, listStudyShares, revokeStudyShare, sendStudyShareEmail } from './study-shares.service.js';
import {
  NewStudyShareInput,
  SharedStudyAnswerGql,
  SharedStudyStateGql,
  StudyShareClosedGql,
  StudyShareGql,
} from './study-shares.types.js';

const whoSees =
  'Any signed-in user who can see the study: lab staff any study, a doctor the visible studies of their own patients, a patient their own; NOT_FOUND otherwise, as for an unknown id.';

@Resolver(() => StudyShareGql)
export class StudySharesResolver {
  @Mutation(() => StudyShareGql, {
    description: `Creates a link that opens one study without an account (/compartir/<token>), valid 1 to 30 days, optionally with a 6-digit PIN and the ZIP download. The answer carries the link (url) and the PIN once; only their hashes are kept. ${whoSees} BAD_USER_INPUT (field days) for days outside 1–30.`,
  })
  @Access('authenticated')
  createStudyShare(
    @Arg('input', () => NewStudyShareInput, { description: 'The study and the options of the link.' })
    input: NewStudyShareInput,
    @Ctx() ctx: GqlContext,
  ) {
    return createStudyShare(ctx.deps, requireActor(ctx), input);
  }

  @Query(() => [StudyShareGql], {
    description: `A study's links still open (not revoked, not expired), newest first, with their expiry and opens. ${whoSees}`,
  })
  @Access('authenticated')
  studyShares(@Arg('studyId', () => ID, { description: 'The study.' }) studyId: number, @Ctx() ctx: GqlContext) {
    return listStudyShares(ctx.deps, requireActor(ctx), studyId);
  }

  @Mutation(() => StudyShareGql, {
    description: `Revokes a link at once, on every server, also for a recipient who has it open (their next image request is refused and their page closes). Answers the link with revokedAt; revoking it again changes nothing. ${whoSees}`,
  })
  @Access('authenticated')
  revokeStudyShare(@Arg('id', () => ID, { description: 'The link.' }) id: number, @Ctx() ctx: GqlContext) {
    return revokeStudyShare(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => Boolean, {
    description: `"Enviar por correo": emails a link to the study and the lab's name to an address, in the sender's language; the PIN never goes in it. The email's link is its own and opens this same share (its PIN, expiry and revocation). true once the email is on its way (it goes out in the background, retried while the mail server fails). ${whoSees} BAD_USER_INPUT (field email) for an invalid address, (field token) when the token is not this link's or the link is revoked or expired.`,
  })
  @Access('authenticated')
  sendStudyShareEmail(
    @Arg('id', () => ID, { description: 'The link.' }) id: number,
    @Arg('email', () => String, { description: "The recipient's email address." }) email: string,
    @Arg('token', () => String, {
      description:
        "The link's token: the last part of the url createStudyShare answered (the server keeps only its hash, so it cannot rebuild the link).",
    })
    token: string,
    @Ctx() ctx: GqlContext,
  ) {
    return sendStudyShareEmail(ctx.deps, requireActor(ctx), { shareId: id, token, email }, ctx.meta);
  }

  @Mutation(() => SharedStudyAnswerGql, {
    description:
      'Opens a share link for its recipient, who needs no account (public). Answers its state: OPEN with the study (counted and written to the access log), PIN_REQUIRED, WRONG_PIN with the tries left, LOCKED until when (five wrong PINs lock the link for 15 minutes), EXPIRED, REVOKED or NOT_FOUND. TOO_MANY_REQUESTS when the address tried too many unknown tokens; BAD_USER_INPUT (field pin) when the PIN is not 6 digits.',
  })
  @Access('public')
  openSharedStudy(
    @Arg('token', () => String, { description: 'The token: the last part of the link, after /compartir/.' })
    token: string,
    @Arg('pin', () => String, { nullable: true, description: "The link's 6-digit PIN, when it asks for one." })
    pin: string | null,
    @Ctx() ctx: GqlContext,
  ) {
    return openSharedStudy(ctx.deps, { token, pin }, ctx.meta);
  }

  @Subscription(() => StudyShareClosedGql, {
    description:
      "Tells an open shared-study page that its link was revoked (once, then ends), so it closes without waiting for a request. Public; NOT_FOUND when the grant's link is already closed or the grant is not a share link's.",
    subscribe: async ({ args, context }) => {
      const { deps } = context as GqlContext;
      return sharedStudyClosings(deps, args.grant);
    },
  })
  @Access('public')
  studyShareClosed(
    @Root() closed: { state: 'revoked' },
    @Arg('grant', () => String, { description: 'The grant openSharedStudy answered (SharedStudy.grant).' })
    _grant: string,
  ): StudyShareClosedGql {
    return { state: closed.state as SharedStudyStateGql };
  }
}
