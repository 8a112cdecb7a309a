import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { PublicationInput, WithPublication } from './publication-fields.types.js';
import { AppImageGql } from '../files/index.js';
import { described } from '../../../shared/validation/described.js';
import { serviceSchema } from '../../../shared/validation/service.js';

@ObjectType('Service', { description: 'A service the lab offers (a kind of study), as the app presents it.' })
export class ServiceGql {
  @Field(() => ID, { description: 'The service; pass it to updateService, deleteService and reorderServices.' })
  id!: number;
  @Field(() => String, { description: 'Its name, at most 120 characters.' }) name!: string;
  @Field(() => String, {
    description:
      'What it is and what the patient should know, as HTML sanitised by the server (text formatting, links and images only); safe to render.',
    deprecationReason: 'Use descriptionHtml: fields holding HTML say so in their name.',
  })
  description!: string;
  @Field(() => String, {
    description:
      'What it is and what the patient should know, as HTML sanitised by the server (text formatting, links and images only); safe to render as it is.',
  })
  descriptionHtml!: string;
  @Field(() => AppImageGql, { description: 'Its picture, with sizes for phones.' }) image!: AppImageGql;
  @Field(() => Int, { description: 'Place in the list, 1 first; the public services query answers in this order.' })
  position!: number;
}

@ObjectType('AdminService', { description: 'A service as the administration sees it: with its publication.' })
export class AdminServiceGql extends WithPublication(ServiceGql) {}

@InputType('ServiceInput', {
  description: 'A service as the admin form saves it, but its image (an upload beside it). Texts are trimmed.',
})
export class ServiceInput extends PublicationInput {
  @Field(() => String, { description: described(serviceSchema, 'name') }) name!: string;
  @Field(() => String, { description: described(serviceSchema, 'description') }) description!: string;
}
