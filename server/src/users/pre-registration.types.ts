import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { connectionOf } from '../graphql/connection.js';
import { ID } from '../graphql/id-scalar.js';
import { DoctorDataGql, DoctorDataInput } from './users.types.js';
import { DateOnly, DateTime } from '../graphql/date-scalars.js';
import { Sex } from '../graphql/person-enums.js';
import { PersonFieldsInput } from '../graphql/person-input.js';

export enum PreRegistrationStatusGql {
  PENDING = 'pending',
  APPROVED = 'approved',
  REJECTED = 'rejected',
}
registerEnumType(PreRegistrationStatusGql, {
  name: 'PreRegistrationStatus',
  description: "Where a doctor's pre-registration stands.",
  valuesConfig: {
    PENDING: {
      description: 'Waiting for an admin to review it; sending the form again with the same email updates it.',
    },
    APPROVED: {
      description: 'Approved: the doctor account exists (userId) and was emailed a link to set its password.',
    },
    REJECTED: { description: 'Rejected with a reason, which was emailed to the doctor.' },
  },
});

@ObjectType('DoctorPreRegistration', { description: "A doctor's request for an account, sent from the public form." })
export class DoctorPreRegistrationGql {
  @Field(() => ID, {
    description: 'The request; pass it to approveDoctorPreRegistration or rejectDoctorPreRegistration.',
  })
  id!: number;
  @Field(() => String, { description: 'Given name(s).' }) name!: string;
  @Field(() => String, { description: 'Paternal surname.' }) lastname!: string;
  @Field(() => String, { description: 'Maternal surname.' }) motherLastname!: string;
  @Field(() => String, { description: 'Name, paternal and maternal surname, joined by spaces.' }) fullName!: string;
  @Field(() => String, { description: 'Email, lower case; the account is made with it.' }) email!: string;
  @Field(() => String, { description: 'Phone number, 10 digits.' }) phone!: string;
  @Field(() => DateOnly, { description: 'Birth date, "YYYY-MM-DD".' }) birthDate!: string;
  @Field(() => Sex, { nullable: true, description: 'Femenino or masculino; null when not given.' }) sex!: Sex | null;
  @Field(() => DoctorDataGql, { description: 'The office data sent with the form.' }) doctorData!: DoctorDataGql;
  @Field(() => PreRegistrationStatusGql, { description: 'Pending, approved or rejected.' })
  status!: PreRegistrationStatusGql;
  @Field(() => String, { nullable: true, description: 'Why it was rejected (emailed to the doctor).' })
  rejectionReason!: string | null;
  @Field(() => DateTime, { nullable: true, description: 'When an admin approved or rejected it; null while pending.' })
  reviewedAt!: Date | null;
  @Field(() => ID, { nullable: true, description: 'The doctor account made on approval.' }) userId!: number | null;
  @Field(() => DateTime, {
    description: 'When the form was sent (the last time, when it was sent again while pending).',
  })
  createdAt!: Date;
}

export const DoctorPreRegistrationConnectionGql = connectionOf(DoctorPreRegistrationGql, 'DoctorPreRegistration', {
  entries: 'pre-registrations with a status',
  order: 'newest first',
  total: 'Requests with this status, on every page.',
});

@InputType({
  description:
    'The public pre-registration form: personal data and complete office data. Texts up to 42 characters; errors answer BAD_USER_INPUT naming the field (office fields as doctorData.<field>).',
})
export class DoctorPreRegistrationInput extends PersonFieldsInput {
  @Field(() => String, { description: 'Email, up to 120 characters; the account will use it.' }) email!: string;
  @Field(() => DoctorDataInput, {
    description: 'Office data; every field is required except officeHours and clinicAddress.',
  })
  doctorData!: DoctorDataInput;
}
