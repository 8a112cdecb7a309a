import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { MoneyGql, MoneyInput } from '../graphql/money.js';
import { StudyTypeGql } from '../study-types/index.js';
import { AppImageGql } from './app-image.types.js';
import { PublicationInput, WithPublication } from './publication-fields.types.js';

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
  @Field(() => String, { description: 'The name, required, at most 120 characters.' }) name!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The description as plain text, at most 1000 characters; null, left out or blank: none.',
  })
  description?: string | null;
  @Field(() => [ID], {
    description:
      'The study types it includes (ids from the studyTypes query), at least one; each must exist. Repeated ids count once.',
  })
  studyTypeIds!: number[];
  @Field(() => MoneyInput, {
    description:
      'Its price, IVA included: whole centavos, more than 0 and at most 10,000,000 (one hundred thousand pesos).',
  })
  price!: MoneyInput;
}
