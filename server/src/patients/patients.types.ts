import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { connectionOf } from '../graphql/connection.js';
import { DateOnly, DateTime } from '../graphql/date-scalars.js';
import { Sex } from '../graphql/person-enums.js';
import { NamedPersonGql } from '../graphql/person-names.js';
import { PersonFieldsInput } from '../graphql/person-input.js';
import { described } from '../../../shared/validation/described.js';
import { personSchema } from '../../../shared/validation/profile.js';

@ObjectType('VirtualLabDoctorRef', { description: "A patient's doctor: enough for a heading or a link." })
export class VirtualLabDoctorRefGql {
  @Field(() => ID, { description: 'The doctor; pass it to doctorPatients.' }) id!: number;
  @Field(() => String, { description: 'Name, paternal and maternal surname, joined by spaces.' }) fullName!: string;
}

@ObjectType('VirtualLabDoctor', {
  description: 'An active doctor of the virtual lab with how many patients they have.',
})
export class VirtualLabDoctorGql extends NamedPersonGql {
  @Field(() => ID, { description: 'The doctor; pass it to doctorPatients.' }) id!: number;
  @Field(() => String, { description: "The doctor's email." }) email!: string;
  @Field(() => String, { nullable: true, description: 'Phone number, 10 digits; null when not given.' }) phone!:
    string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Medical specialty from the office data; null while it is not filled in.',
  })
  specialty!: string | null;
  @Field(() => Int, { description: 'Patients who have this doctor, active or not.' }) patientCount!: number;
}

export const VirtualLabDoctorConnectionGql = connectionOf(VirtualLabDoctorGql, 'VirtualLabDoctor', {
  entries: 'active doctors',
  order: 'by full name',
  total: 'Doctors matching the search, on every page.',
});

@ObjectType('VirtualLabPatient', { description: "A patient's record in the virtual lab, with their doctor." })
export class VirtualLabPatientGql extends NamedPersonGql {
  @Field(() => ID, { description: 'The patient; pass it to patientStudies, updatePatient and openPatientChat.' })
  id!: number;
  @Field(() => String, { description: "The patient's email; signs in to the app." }) email!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'Username that also signs in, made from the email when the patient was registered; null when the account has none.',
  })
  username!: string | null;
  @Field(() => String, { nullable: true, description: 'Phone number, 10 digits; null when not given.' }) phone!:
    string | null;
  @Field(() => DateOnly, { nullable: true, description: 'Birth date, "YYYY-MM-DD"; null when not given.' }) birthDate!:
    string | null;
  @Field(() => Sex, { nullable: true, description: 'Femenino or masculino; null when not given.' }) sex!: Sex | null;
  @Field(() => Boolean, { description: 'true while the account is active; false: deactivated, cannot sign in.' })
  status!: boolean;
  @Field(() => ID, { nullable: true, description: "The patient's doctor; null when they have none." }) doctorId!:
    number | null;
  @Field(() => VirtualLabDoctorRefGql, {
    nullable: true,
    description: "The patient's doctor; null when they have none.",
  })
  doctor!: VirtualLabDoctorRefGql | null;
  @Field(() => DateTime, { description: 'When the patient was registered.' }) createdAt!: Date;
}

/** Fields of the whole list, inherited by its connection type (not in the schema by itself). */
@ObjectType('DoctorPatientsHeading', { description: 'The doctor whose patients a page lists.' })
class DoctorPatientsHeading {
  @Field(() => VirtualLabDoctorRefGql, { description: 'The doctor whose patients these are, for the heading.' })
  doctor!: VirtualLabDoctorRefGql;
}

export const DoctorPatientConnectionGql = connectionOf(
  VirtualLabPatientGql,
  'DoctorPatient',
  {
    entries: 'patients of a doctor',
    order: 'by full name',
    total: 'Patients matching the search, on every page.',
  },
  DoctorPatientsHeading,
);

@InputType({
  description:
    "A patient's data, sent whole. Texts up to 42 characters; errors answer BAD_USER_INPUT naming the field. A doctor creating or editing a patient is always that patient's doctor: doctorId is ignored.",
})
export class PatientInput extends PersonFieldsInput {
  @Field(() => String, { description: described(personSchema, 'email') }) email!: string;
  @Field(() => ID, {
    nullable: true,
    description:
      "Required for staff: an active doctor (a patient's current doctor may be kept even if deactivated since).",
  })
  doctorId?: string | null;
}
