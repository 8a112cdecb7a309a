import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { DateTime } from '../graphql/date-scalars.js';
import { ID } from '../graphql/id-scalar.js';
import { AppImageGql } from './app-image.types.js';
import { PublicationStateGql } from './publication.types.js';

@ObjectType('Service', { description: 'A service the lab offers (a kind of study), as the app presents it.' })
export class ServiceGql {
  @Field(() => ID, { description: 'The service; pass it to updateService, deleteService and reorderServices.' })
  id!: number;
  @Field(() => String, { description: 'Its name, at most 120 characters.' }) name!: string;
  @Field(() => String, {
    description:
      'What it is and what the patient should know, as HTML sanitised by the server (text formatting, links and images only); safe to render.',
  })
  description!: string;
  @Field(() => AppImageGql, { description: 'Its picture, with sizes for phones.' }) image!: AppImageGql;
  @Field(() => Int, { description: 'Place in the list, 1 first; the public services query answers in this order.' })
  position!: number;
}

@ObjectType('AdminService', { description: 'A service as the administration sees it: with its publication.' })
export class AdminServiceGql extends ServiceGql {
  @Field(() => Boolean, { description: 'Whether the admin published it; false is a draft.' }) published!: boolean;
  @Field(() => DateTime, { nullable: true, description: 'Shown from this instant on; null: from publication.' })
  publishFrom!: Date | null;
  @Field(() => DateTime, { nullable: true, description: 'Shown until this instant; null: with no end.' })
  publishUntil!: Date | null;
  @Field(() => PublicationStateGql, { description: 'Where it stands now, from published and the window.' })
  state!: PublicationStateGql;
  @Field(() => DateTime, { description: 'When it was last saved.' }) updatedAt!: Date;
}

@InputType('ServiceInput', {
  description: 'A service as the admin form saves it, but its image (an upload beside it). Texts are trimmed.',
})
export class ServiceInput {
  @Field(() => String, { description: 'The name, required, at most 120 characters.' }) name!: string;
  @Field(() => String, {
    description: 'The description as HTML from the rich-text editor, required; sanitised on save.',
  })
  description!: string;
  @Field(() => Boolean, { description: 'Published (true) or draft (false).' }) published!: boolean;
  @Field(() => DateTime, { nullable: true, description: 'Shown from this instant on; null or left out: at once.' })
  publishFrom?: Date | null;
  @Field(() => DateTime, {
    nullable: true,
    description: 'Shown until this instant; it must come after publishFrom. Null or left out: with no end.',
  })
  publishUntil?: Date | null;
}
