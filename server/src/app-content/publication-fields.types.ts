import { Field, InputType, ObjectType } from 'type-graphql';
import { DateTime } from '../graphql/date-scalars.js';
import { described } from '../../../shared/validation/described.js';
import { publicationSchema } from '../../../shared/validation/publication.js';
import { PublicationStateGql } from './publication.types.js';

// A mixin's base must take any constructor arguments (TypeScript's rule for mixin classes).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Constructor = new (...args: any[]) => object;

/**
 * The administration's view of a kind of app content: the public type plus its publication
 * (AdminFaq is Faq with these fields, AdminSlide is Slide with them…).
 */
export function WithPublication<Base extends Constructor>(base: Base) {
  @ObjectType()
  class AdminContent extends base {
    @Field(() => Boolean, { description: 'Whether the admin published it; false is a draft.' }) published!: boolean;
    @Field(() => DateTime, { nullable: true, description: 'Shown from this instant on; null: from publication.' })
    publishFrom!: Date | null;
    @Field(() => DateTime, { nullable: true, description: 'Shown until this instant; null: with no end.' })
    publishUntil!: Date | null;
    @Field(() => PublicationStateGql, { description: 'Where it stands now, from published and the window.' })
    state!: PublicationStateGql;
    @Field(() => DateTime, { description: 'When it was last saved.' }) updatedAt!: Date;
  }
  return AdminContent;
}

/** The publication every app content input takes (published or draft, and the optional window), described by the shared publication rules. */
@InputType()
export abstract class PublicationInput {
  @Field(() => Boolean, { description: described(publicationSchema, 'published') }) published!: boolean;
  @Field(() => DateTime, { nullable: true, description: described(publicationSchema, 'publishFrom') })
  publishFrom?: Date | null;
  @Field(() => DateTime, { nullable: true, description: described(publicationSchema, 'publishUntil') })
  publishUntil?: Date | null;
}
