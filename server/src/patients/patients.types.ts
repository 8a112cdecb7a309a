import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { DateTime } from '../graphql/date-scalars.js';

@ObjectType('VirtualLabDoctorRef', { description: "A patient's doctor: enough for a heading or a link." })
export class VirtualLabDoctorRefGql {
  @Field(() => ID) id!: number;
  @Field(() => String) fullName!: string;
}

@ObjectType('VirtualLabDoctor', { description: 'An active doctor of the virtual lab with how many patients they have.' })
export class VirtualLabDoctorGql {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) lastname!: string | null;
  @Field(() => String, { nullable: true }) motherLastname!: string | null;
  @Field(() => String) fullName!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true }) specialty!: string | null;
  @Field(() => Int) patientCount!: number;
}

@ObjectType('VirtualLabDoctorPage')
export class VirtualLabDoctorPageGql {
  @Field(() => [VirtualLabDoctorGql]) items!: VirtualLabDoctorGql[];
  @Field(() => Int, { description: 'Doctors matching the search, on every page.' }) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) perPage!: number;
}

@ObjectType('VirtualLabPatient')
export class VirtualLabPatientGql {
  @Field(() => ID) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) lastname!: string | null;
  @Field(() => String, { nullable: true }) motherLastname!: string | null;
  @Field(() => String) fullName!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) username!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) birthDate!: string | null;
  @Field(() => String, { nullable: true, description: 'male or female' }) sex!: string | null;
  @Field(() => Boolean, { description: 'true while the account is active' }) status!: boolean;
  @Field(() => ID, { nullable: true }) doctorId!: number | null;
  @Field(() => VirtualLabDoctorRefGql, { nullable: true }) doctor!: VirtualLabDoctorRefGql | null;
  @Field(() => DateTime) createdAt!: Date;
}

@ObjectType('PatientPage', { description: "A page of a doctor's patients, with the doctor for the heading." })
export class PatientPageGql {
  @Field(() => VirtualLabDoctorRefGql) doctor!: VirtualLabDoctorRefGql;
  @Field(() => [VirtualLabPatientGql]) items!: VirtualLabPatientGql[];
  @Field(() => Int, { description: 'Patients matching the search, on every page.' }) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) perPage!: number;
}

@InputType({ description: 'A doctor creating or editing a patient is always that patient\'s doctor: doctorId is ignored.' })
export class PatientInput {
  @Field(() => String) name!: string;
  @Field(() => String) lastname!: string;
  @Field(() => String) motherLastname!: string;
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
  @Field(() => String, { description: 'YYYY-MM-DD' }) birthDate!: string;
  @Field(() => String, { nullable: true, description: 'male or female' }) sex?: string | null;
  @Field(() => ID, { nullable: true, description: 'Required for staff: an active doctor.' }) doctorId?: string | null;
}
