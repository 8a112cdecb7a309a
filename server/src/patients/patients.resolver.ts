import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgsGql } from '../graphql/connection.js';
import { pageWindow } from '../common/position-pages.js';
import { ID } from '../graphql/id-scalar.js';
import { Access } from '../graphql/access.js';
import { PageSize } from '../graphql/operation-rules.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { listVirtualLabDoctors } from './doctor-list.service.js';
import { getVirtualLabPatient, listDoctorPatients, searchPatients } from './patient-list.service.js';
import { createPatient, updatePatient } from './patient-save.service.js';
import {
  PatientInput,
  DoctorPatientConnectionGql,
  VirtualLabDoctorConnectionGql,
  VirtualLabPatientGql,
} from './patients.types.js';
import { roleGroups } from '../../../shared/role-groups.js';

// Which doctors and patients each role reaches is decided in the services' WHERE (server/src/access).
@Resolver()
export class PatientsResolver {
  @Query(() => VirtualLabDoctorConnectionGql, {
    description:
      'Active doctors by full name, with their specialty and patient counts, a page at a time. Lab staff only (admin, office-admin, laboratory): FORBIDDEN for other roles, UNAUTHENTICATED without a session.',
  })
  @Access(roleGroups.studyStaff)
  @PageSize(['first', 'last'], 100)
  virtualLabDoctors(
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Words (up to 6, case and accents aside) that must each appear in the names or the email; none: every active doctor.',
    })
    search: string | null,
    @Args(() => PageArgsGql) page: PageArgsGql,
    @Ctx() ctx: GqlContext,
  ) {
    return listVirtualLabDoctors(ctx.deps, requireActor(ctx), { search }, pageWindow('virtualLabDoctors', page));
  }

  @Query(() => DoctorPatientConnectionGql, {
    description:
      "A doctor's patients by full name, a page at a time, with the doctor for the heading. Lab staff and doctors; a doctor may ask only for their own list: NOT_FOUND for any other doctorId, as for an unknown one.",
  })
  @Access(roleGroups.patientReaders)
  @PageSize(['first', 'last'], 100)
  doctorPatients(
    @Arg('doctorId', () => ID, { description: 'The doctor; a doctor passes their own id (me.id).' }) doctorId: number,
    @Arg('search', () => String, {
      nullable: true,
      description:
        'Words (up to 6, case and accents aside) that must each appear in the names, email or phone; none: every patient of the doctor.',
    })
    search: string | null,
    @Args(() => PageArgsGql) page: PageArgsGql,
    @Ctx() ctx: GqlContext,
  ) {
    return listDoctorPatients(ctx.deps, requireActor(ctx), doctorId, { search }, pageWindow('doctorPatients', page));
  }

  @Query(() => VirtualLabPatientGql, {
    description:
      "A patient's record with their doctor. Lab staff and doctors; a doctor reaches only their own patients: NOT_FOUND for any other id, as for an unknown one. Each read, and each refused one, is written to the clinical access log.",
  })
  @Access(roleGroups.patientReaders)
  virtualLabPatient(@Arg('id', () => ID, { description: 'The patient.' }) id: number, @Ctx() ctx: GqlContext) {
    return getVirtualLabPatient(ctx.deps, requireActor(ctx), id, ctx.meta);
  }

  @Query(() => [VirtualLabPatientGql], {
    description:
      'Patients whose names or email hold every word, by full name, to pick one (e.g. for a new study); fewer than 2 letters find none. Lab staff only (admin, office-admin, laboratory): FORBIDDEN for other roles.',
  })
  @Access(roleGroups.studyStaff)
  @PageSize(['first', 'limit'], 50)
  searchPatients(
    @Arg('search', () => String, {
      description:
        'Words (up to 6, case and accents aside) that must each appear in the names or the email; at least 2 letters in all.',
    })
    search: string,
    @Arg('first', () => Int, {
      nullable: true,
      description:
        'Most patients to answer, 1 to 50 (a bounded list to pick from, not paged); 10 when left out, values outside are brought within.',
    })
    first: number | null,
    @Arg('limit', () => Int, {
      defaultValue: 10,
      description: 'Most patients to answer, 1 to 50; values outside are brought within. Ignored when first is given.',
      deprecationReason: 'Use first: every list of the API takes its size as first.',
    })
    limit: number,
    @Ctx() ctx: GqlContext,
  ) {
    return searchPatients(ctx.deps, requireActor(ctx), { search, limit: first ?? limit });
  }

  @Mutation(() => VirtualLabPatientGql, {
    description:
      "Registers a patient (username made from the email) and emails them a link, valid 7 days, to set their password for the app: the email goes out in the background, retried while the mail server fails, and nothing is kept (the email included) when saving fails. Lab staff and doctors; a doctor's new patient is always their own. BAD_USER_INPUT with the field for invalid data or an unusable doctorId; CONFLICT (email) when another account has it; TOO_MANY_REQUESTS after too many such conflicts.",
  })
  @Access(roleGroups.patientEditors)
  createPatient(
    @Arg('input', () => PatientInput, { description: 'The new patient.' }) input: PatientInput,
    @Ctx() ctx: GqlContext,
  ) {
    return createPatient(ctx.deps, requireActor(ctx), input);
  }

  @Mutation(() => VirtualLabPatientGql, {
    description:
      "Saves a patient's data and answers the record. Lab staff and doctors; a doctor may change only their own patients: NOT_FOUND for any other id, as for an unknown one. BAD_USER_INPUT with the field for invalid data or an unusable doctorId; CONFLICT (email) when another account has it.",
  })
  @Access(roleGroups.patientEditors)
  updatePatient(
    @Arg('id', () => ID, { description: 'The patient.' }) id: number,
    @Arg('input', () => PatientInput, { description: 'The whole form.' }) input: PatientInput,
    @Ctx() ctx: GqlContext,
  ) {
    return updatePatient(ctx.deps, requireActor(ctx), id, input);
  }
}
