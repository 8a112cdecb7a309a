import { Field, ObjectType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';

@ObjectType('StudyType', {
  description: 'A kind of study the lab delivers (e.g. "Radiografía panorámica"); reference data.',
})
export class StudyTypeGql {
  @Field(() => ID, { description: 'The study type; pass it as studyTypeId.' }) id!: number;
  @Field(() => String, { description: 'Name to show, in Spanish; unique.' }) name!: string;
}
