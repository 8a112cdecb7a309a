import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { PublicationInput, WithPublication } from './publication-fields.types.js';
import { AppImageGql } from '../files/index.js';
import { described } from '../../../shared/validation/described.js';
import { welcomeModalSchema } from '../../../shared/validation/welcome-modal.js';

@ObjectType('WelcomeModal', {
  description: 'A modal the app shows on opening: an image, a title and, if any, a short text under it.',
})
export class WelcomeModalGql {
  @Field(() => ID, {
    description: 'The modal; pass it to updateWelcomeModal, deleteWelcomeModal and reorderWelcomeModals.',
  })
  id!: number;
  @Field(() => AppImageGql, { description: 'The picture, with WebP sizes for the screen.' }) image!: AppImageGql;
  @Field(() => String, {
    description: 'What a screen reader says of the image (accessibilityLabel), at most 255 characters.',
  })
  altText!: string;
  @Field(() => String, { description: 'The title, at most 120 characters.' }) title!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Plain text under the title (line breaks kept; no HTML), at most 1000 characters; null when none.',
  })
  body!: string | null;
  @Field(() => Int, {
    description: 'Place among the modals, 1 first; the public welcomeModals query answers in this order.',
  })
  position!: number;
}

@ObjectType('AdminWelcomeModal', {
  description: 'A welcome modal as the administration sees it: with its publication.',
})
export class AdminWelcomeModalGql extends WithPublication(WelcomeModalGql) {}

@InputType('WelcomeModalInput', {
  description:
    'A welcome modal as the admin form saves it; the image travels beside it as an upload. Texts are trimmed.',
})
export class WelcomeModalInput extends PublicationInput {
  @Field(() => String, { description: described(welcomeModalSchema, 'altText') }) altText!: string;
  @Field(() => String, { description: described(welcomeModalSchema, 'title') }) title!: string;
  @Field(() => String, { nullable: true, description: described(welcomeModalSchema, 'body') }) body?: string | null;
}
