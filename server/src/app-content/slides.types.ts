import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ID } from '../graphql/id-scalar.js';
import { PublicationInput, WithPublication } from './publication-fields.types.js';
import { AppImageGql } from '../files/index.js';
import { described } from '../../../shared/validation/described.js';
import { slideSchema } from '../../../shared/validation/slide.js';

@ObjectType('Slide', {
  description: "A slide of the app's home carousel: an image, and where a tap leads, if anywhere.",
})
export class SlideGql {
  @Field(() => ID, { description: 'The slide; pass it to updateSlide, deleteSlide and reorderSlides.' }) id!: number;
  @Field(() => AppImageGql, { description: 'The picture, with WebP sizes for the screen.' }) image!: AppImageGql;
  @Field(() => String, {
    description: 'What a screen reader says of the image (accessibilityLabel), at most 255 characters.',
  })
  altText!: string;
  @Field(() => String, {
    nullable: true,
    description: 'An https address to open when the slide is tapped; null: the slide is not a link.',
  })
  linkUrl!: string | null;
  @Field(() => Int, { description: 'Place in the carousel, 1 first; the public slides query answers in this order.' })
  position!: number;
}

@ObjectType('AdminSlide', { description: 'A slide as the administration sees it: with its publication.' })
export class AdminSlideGql extends WithPublication(SlideGql) {}

@InputType('SlideInput', {
  description: 'A slide as the admin form saves it; the image travels beside it as an upload. Texts are trimmed.',
})
export class SlideInput extends PublicationInput {
  @Field(() => String, { description: described(slideSchema, 'altText') }) altText!: string;
  @Field(() => String, { nullable: true, description: described(slideSchema, 'linkUrl') }) linkUrl?: string | null;
}
