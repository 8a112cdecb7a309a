import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { DateTime } from '../graphql/date-scalars.js';
import { ID } from '../graphql/id-scalar.js';
import { PublicationStateGql } from './publication.types.js';

@ObjectType('Faq', { description: "A question of the app's frequently asked questions, with its answer." })
export class FaqGql {
  @Field(() => ID, { description: 'The question; pass it to updateFaq, deleteFaq and reorderFaqs.' }) id!: number;
  @Field(() => String, { description: 'The question, at most 255 characters.' }) question!: string;
  @Field(() => String, {
    description:
      'The answer as HTML, sanitised by the server (text formatting, links and images only); safe to render.',
  })
  answer!: string;
  @Field(() => Int, { description: 'Place in the list, 1 first; the public faqs query answers in this order.' })
  position!: number;
}

@ObjectType('AdminFaq', { description: 'A FAQ as the administration sees it: with its publication.' })
export class AdminFaqGql extends FaqGql {
  @Field(() => Boolean, { description: 'Whether the admin published it; false is a draft.' }) published!: boolean;
  @Field(() => DateTime, { nullable: true, description: 'Shown from this instant on; null: from publication.' })
  publishFrom!: Date | null;
  @Field(() => DateTime, { nullable: true, description: 'Shown until this instant; null: with no end.' })
  publishUntil!: Date | null;
  @Field(() => PublicationStateGql, { description: 'Where it stands now, from published and the window.' })
  state!: PublicationStateGql;
  @Field(() => DateTime, { description: 'When it was last saved.' }) updatedAt!: Date;
}

@InputType('FaqInput', { description: 'A FAQ as the admin form saves it. Texts are trimmed.' })
export class FaqInput {
  @Field(() => String, { description: 'The question, required, at most 255 characters.' }) question!: string;
  @Field(() => String, {
    description: 'The answer as HTML from the rich-text editor, required; sanitised on save.',
  })
  answer!: string;
  @Field(() => Boolean, { description: 'Published (true) or draft (false).' }) published!: boolean;
  @Field(() => DateTime, { nullable: true, description: 'Shown from this instant on; null or left out: at once.' })
  publishFrom?: Date | null;
  @Field(() => DateTime, {
    nullable: true,
    description: 'Shown until this instant; it must come after publishFrom. Null or left out: with no end.',
  })
  publishUntil?: Date | null;
}
