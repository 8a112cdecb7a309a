import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { Access } from '../graphql/access.js';
import { PageSize } from '../graphql/operation-rules.js';
import { type GqlContext, requireActor } from '../graphql/context.js';
import { listVirtualLabDoctors } from './doctor-list.service.js';
import { getVirtualLabPatient, listDoctorPatients, searchPatients } from './patient-list.service.js';
import { createPatient, updatePatient } from './patient-save.service.js';
import { PatientInput, PatientPageGql, VirtualLabDoctorPageGql, VirtualLabPatientGql } from './patients.types.js';

const staff = ['admin', 'office-admin', 'laboratory'] as const;
const staffAndDoctors = [...staff, 'doctor'] as const;

// Which doctors and patients each role reaches is decided in the services' WHERE (patient-access.ts).
@Resolver()
export class PatientsResolver {
  @Query(() => VirtualLabDoctorPageGql, { description: 'Active doctors by full name, with their patient counts.' })
  @Access(staff)
  @PageSize('perPage', 100)
  virtualLabDoctors(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('perPage', () => Int, { defaultValue: 20 }) perPage: number,
    @Ctx() ctx: GqlContext,
  ) {
    return listVirtualLabDoctors(ctx.deps, requireActor(ctx), { search, page, perPage });
  }

  @Query(() => PatientPageGql, { description: "A doctor's patients by full name; a doctor may ask only for their own." })
  @Access(staffAndDoctors)
  @PageSize('perPage', 100)
  doctorPatients(
    @Arg('doctorId', () => ID) doctorId: number,
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('perPage', () => Int, { defaultValue: 20 }) perPage: number,
    @Ctx() ctx: GqlContext,
  ) {
    return listDoctorPatients(ctx.deps, requireActor(ctx), doctorId, { search, page, perPage });
  }

  @Query(() => VirtualLabPatientGql, { description: "A patient with their doctor; a doctor reaches only their own patients. Each read, and each refused one, is written to the clinical access log." })
  @Access(staffAndDoctors)
  virtualLabPatient(@Arg('id', () => ID) id: number, @Ctx() ctx: GqlContext) {
    return getVirtualLabPatient(ctx.deps, requireActor(ctx), id, ctx.meta);
  }

  @Query(() => [VirtualLabPatientGql], { description: 'Patients whose names or email hold every word; fewer than 2 letters find none.' })
  @Access(staff)
  @PageSize('limit', 50)
  searchPatients(
    @Arg('search', () => String) search: string,
    @Arg('limit', () => Int, { defaultValue: 10 }) limit: number,
    @Ctx() ctx: GqlContext,
  ) {
    return searchPatients(ctx.deps, requireActor(ctx), { search, limit });
  }

  @Mutation(() => VirtualLabPatientGql, { description: 'Registers a patient and emails them a link to set their password.' })
  @Access(staffAndDoctors)
  createPatient(@Arg('input', () => PatientInput) input: PatientInput, @Ctx() ctx: GqlContext) {
    return createPatient(ctx.deps, requireActor(ctx), input);
  }

  @Mutation(() => VirtualLabPatientGql)
  @Access(staffAndDoctors)
  updatePatient(@Arg('id', () => ID) id: number, @Arg('input', () => PatientInput) input: PatientInput, @Ctx() ctx: GqlContext) {
    return updatePatient(ctx.deps, requireActor(ctx), id, input);
  }
}
