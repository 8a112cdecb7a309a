import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { Access } from '../graphql/access.js';
import { PageSize } from '../graphql/operation-rules.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import {
  approveDoctorPreRegistration, listDoctorPreRegistrations, rejectDoctorPreRegistration, submitDoctorPreRegistration,
} from './pre-registration.service.js';
import {
  DoctorPreRegistrationGql, DoctorPreRegistrationInput, DoctorPreRegistrationPageGql, PreRegistrationStatusGql,
} from './pre-registration.types.js';
import { UserDetailGql } from './users-admin.types.js';

const admin = ['admin'] as const;

@Resolver()
export class PreRegistrationResolver {
  @Mutation(() => Boolean, { description: "A doctor's pre-registration (no sign-in); true once the data is valid: the form shows 'Datos enviados'." })
  @Access('public')
  submitDoctorPreRegistration(@Arg('input', () => DoctorPreRegistrationInput) input: DoctorPreRegistrationInput, @Ctx() ctx: GqlContext) {
    return submitDoctorPreRegistration(ctx.deps, input, ctx.meta);
  }

  @Query(() => DoctorPreRegistrationPageGql, { description: 'Pre-registrations with a status, newest first.' })
  @Access(admin)
  @PageSize('perPage', 100)
  doctorPreRegistrations(
    @Arg('status', () => PreRegistrationStatusGql, { defaultValue: PreRegistrationStatusGql.PENDING }) status: PreRegistrationStatusGql,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('perPage', () => Int, { defaultValue: 20 }) perPage: number,
    @Ctx() ctx: GqlContext,
  ) {
    return listDoctorPreRegistrations(ctx.deps, requireActor(ctx), { status, page, perPage });
  }

  @Mutation(() => UserDetailGql, { description: 'Creates the doctor account and emails a link to set the password.' })
  @Access(admin)
  approveDoctorPreRegistration(@Arg('id', () => ID) id: number, @Ctx() ctx: GqlContext) {
    return approveDoctorPreRegistration(ctx.deps, requireActor(ctx), id);
  }

  @Mutation(() => DoctorPreRegistrationGql, { description: 'Rejects with a reason (required), emailed to the doctor.' })
  @Access(admin)
  rejectDoctorPreRegistration(@Arg('id', () => ID) id: number, @Arg('reason', () => String) reason: string, @Ctx() ctx: GqlContext) {
    return rejectDoctorPreRegistration(ctx.deps, requireActor(ctx), id, { reason });
  }
}
