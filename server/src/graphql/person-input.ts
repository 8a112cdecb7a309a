import { Field, InputType } from 'type-graphql';
import { described } from '../../../shared/validation/described.js';
import { personSchema } from '../../../shared/validation/profile.js';
import { DateOnly } from './date-scalars.js';
import { Sex } from './person-enums.js';

/**
 * A person's fields as every input that saves one takes them (patient, profile, user admin,
 * pre-registration), declared once with the shared schema's descriptions. An abstract input type:
 * the inputs extend it, and it is not in the schema by itself. The email is each input's own: what
 * it is for differs (an account's sign-in, or the account a request will make).
 */
@InputType('PersonFieldsInput')
export class PersonFieldsInput {
  @Field(() => String, { description: described(personSchema, 'name') }) name!: string;
  @Field(() => String, { description: described(personSchema, 'lastname') }) lastname!: string;
  @Field(() => String, { description: described(personSchema, 'motherLastname') }) motherLastname!: string;
  @Field(() => String, { description: described(personSchema, 'phone') }) phone!: string;
  @Field(() => DateOnly, { description: described(personSchema, 'birthDate') }) birthDate!: string;
  @Field(() => Sex, { nullable: true, description: described(personSchema, 'sex') }) sex?: Sex | null;
}
