import { Arg, Args, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgsGql } from '../graphql/connection.js';
import { pageWindow } from '../common/position-pages.js';
import { ID } from '../graphql/id-scalar.js';
import { Access } from '../graphql/access.js';
import { PageSize } from '../graphql/operation-rules.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import {
  approveDoctorPreRegistration,
  listDoctorPreRegistrations,
  rejectDoctorPreRegistration,
} from './pre-registration.service.js';
import { submitDoctorPreRegistration } from './pre-registration-form.service.js';
import {
  DoctorPreRegistrationGql,
  DoctorPreRegistrationInput,
  DoctorPreRegistrationConnectionGql,
  PreRegistrationStatusGql,
} from './pre-registration.types.js';
import { UserDetailGql } from './users-admin.types.js';
import { roleGroups } from '../../../shared/role-groups.js';

@Resolver()
export class PreRegistrationResolver {
  @Mutation(() => Boolean, {
    description:
      "Sends a doctor's request for an account, for an admin to review; true once the data is valid, whether or not the email already has an account (its owner is emailed how to sign in instead), so show 'Datos enviados'. Anyone, no session needed. BAD_USER_INPUT with the field for invalid data; TOO_MANY_REQUESTS after too many requests for the email or from the address.",
  })
  @Access('public')
  submitDoctorPreRegistration(
    @Arg('input', () => DoctorPreRegistrationInput, { description: 'The form.' }) input: DoctorPreRegistrationInput,
    @Ctx() ctx: GqlContext,
  ) {
    return submitDoctorPreRegistration(ctx.deps, input, ctx.meta);
  }

  @Query(() => DoctorPreRegistrationConnectionGql, {
    description:
      'Pre-registrations with a status, newest first, a page at a time. Admins only: FORBIDDEN for other roles, UNAUTHENTICATED without a session.',
  })
  @Access(roleGroups.admin)
  @PageSize(['first', 'last'], 100)
  doctorPreRegistrations(
    @Arg('status', () => PreRegistrationStatusGql, {
      defaultValue: PreRegistrationStatusGql.PENDING,
      description: 'Which requests; pending ones when left out.',
    })
    status: PreRegistrationStatusGql,
    @Args(() => PageArgsGql) page: PageArgsGql,
    @Ctx() ctx: GqlContext,
  ) {
    return listDoctorPreRegistrations(
      ctx.deps,
      requireActor(ctx),
      { status },
      pageWindow('doctorPreRegistrations', page),
    );
  }

  @Mutation(() => UserDetailGql, {
    description:
      'Approves a pending request: creates the doctor account with its office data and emails a link to set the password: the email goes out in the background, retried while the mail server fails, and nothing is kept (the email included) when saving fails. Admins only (FORBIDDEN otherwise). NOT_FOUND for an unknown id; CONFLICT (id) when it was already reviewed, CONFLICT (email) when another account has the email.',
  })
  @Access(roleGroups.admin)
  approveDoctorPreRegistration(
    @Arg('id', () => ID, { description: 'The pre-registration.' }) id: number,
    @Ctx() ctx: GqlContext,
  ) {
    return approveDoctorPreRegistration(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => DoctorPreRegistrationGql, {
    description:
      'Rejects a pending request with a reason, which is emailed to the doctor. Admins only (FORBIDDEN otherwise). BAD_USER_INPUT (reason) when it is empty or too long; NOT_FOUND for an unknown id; CONFLICT (id) when it was already reviewed.',
  })
  @Access(roleGroups.admin)
  rejectDoctorPreRegistration(
    @Arg('id', () => ID, { description: 'The pre-registration.' }) id: number,
    @Arg('reason', () => String, {
      description: 'Why, in Spanish, up to 140 characters; required. It goes into the email to the doctor.',
    })
    reason: string,
    @Ctx() ctx: GqlContext,
  ) {
    return rejectDoctorPreRegistration(ctx.deps, requireActor(ctx), id, { reason });
  }
}
