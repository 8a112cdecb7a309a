import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { MoneyGql, MoneyInput } from '../graphql/money.js';
import { StudyTypeGql } from '../study-types/index.js';
import { AppImageGql } from '../files/index.js';
import { PublicationInput, WithPublication } from './publication-fields.types.js';
import { described } from '../../../shared/validation/described.js';
import { packageSchema } from '../../../shared/validation/package.js';

@ObjectType('Package', {
  description:
    'A package of studies the lab sells at one price (e.g. an orthodontic check-up set), as the app presents it.',
})
export class PackageGql {
  @Field(() => ID, { description: 'The package; pass it to updatePackage, deletePackage and reorderPackages.' })
  id!: number;
  @Field(() => String, { description: 'Its name, at most 120 characters.' }) name!: string;
  @Field(() => String, {
    description:
      'What it includes and what the patient should know, as plain text (at most 1000 characters); "" when there is none. Show it as text, keeping its line breaks.',
  })
  description!: string;
  @Field(() => [StudyTypeGql], { description: 'The kinds of study it includes, at least one, by name.' })
  studyTypes!: StudyTypeGql[];
  @Field(() => MoneyGql, { description: 'Its price, IVA (VAT) included, in MXN centavos.' }) price!: MoneyGql;
  @Field(() => AppImageGql, { description: 'Its picture, with sizes for phones.' }) image!: AppImageGql;
  @Field(() => Int, { description: 'Place in the list, 1 first; the public packages query answers in this order.' })
  position!: number;
}

@ObjectType('AdminPackage', { description: 'A study package as the administration sees it: with its publication.' })
export class AdminPackageGql extends WithPublication(PackageGql) {}

@InputType('PackageInput', {
  description: 'A study package as the admin form saves it, but its image (an upload beside it). Texts are trimmed.',
})
export class PackageInput extends PublicationInput {
  @Field(() => String, { description: described(packageSchema, 'name') }) name!: string;
  @Field(() => String, { nullable: true, description: described(packageSchema, 'description') })
  description?: string | null;
  @Field(() => [ID], { description: described(packageSchema, 'studyTypeIds') }) studyTypeIds!: number[];
  @Field(() => MoneyInput, { description: described(packageSchema, 'price') }) price!: MoneyInput;
}
