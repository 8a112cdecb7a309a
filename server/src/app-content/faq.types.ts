import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { PublicationInput, WithPublication } from './publication-fields.types.js';
import { described } from '../../../shared/validation/described.js';
import { faqSchema } from '../../../shared/validation/faq.js';

@ObjectType('Faq', { description: "A question of the app's frequently asked questions, with its answer." })
export class FaqGql {
  @Field(() => ID, { description: 'The question; pass it to updateFaq, deleteFaq and reorderFaqs.' }) id!: number;
  @Field(() => String, { description: 'The question, at most 255 characters.' }) question!: string;
  @Field(() => String, {
    description:
      'The answer as HTML, sanitised by the server (text formatting, links and images only); safe to render.',
    deprecationReason: 'Use answerHtml: fields holding HTML say so in their name.',
  })
  answer!: string;
  @Field(() => String, {
    description:
      'The answer as HTML, sanitised by the server (text formatting, links and images only); safe to render as it is.',
  })
  answerHtml!: string;
  @Field(() => Int, { description: 'Place in the list, 1 first; the public faqs query answers in this order.' })
  position!: number;
}

@ObjectType('AdminFaq', { description: 'A FAQ as the administration sees it: with its publication.' })
export class AdminFaqGql extends WithPublication(FaqGql) {}

@InputType('FaqInput', { description: 'A FAQ as the admin form saves it. Texts are trimmed.' })
export class FaqInput extends PublicationInput {
  @Field(() => String, { description: described(faqSchema, 'question') }) question!: string;
  @Field(() => String, { description: described(faqSchema, 'answer') }) answer!: string;
}
