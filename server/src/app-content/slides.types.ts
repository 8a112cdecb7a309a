import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { DateTime } from '../graphql/date-scalars.js';
import { ID } from '../graphql/id-scalar.js';
import { AppImageGql } from './app-image.types.js';
import { PublicationStateGql } from './publication.types.js';

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
export class AdminSlideGql extends SlideGql {
  @Field(() => Boolean, { description: 'Whether the admin published it; false is a draft.' }) published!: boolean;
  @Field(() => DateTime, { nullable: true, description: 'Shown from this instant on; null: from publication.' })
  publishFrom!: Date | null;
  @Field(() => DateTime, { nullable: true, description: 'Shown until this instant; null: with no end.' })
  publishUntil!: Date | null;
  @Field(() => PublicationStateGql, { description: 'Where it stands now, from published and the window.' })
  state!: PublicationStateGql;
  @Field(() => DateTime, { description: 'When it was last saved.' }) updatedAt!: Date;
}

@InputType('SlideInput', {
  description: 'A slide as the admin form saves it; the image travels beside it as an upload. Texts are trimmed.',
})
export class SlideInput {
  @Field(() => String, { description: 'What a screen reader says of the image, required, at most 255 characters.' })
  altText!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Where a tap leads: an https address of at most 500 characters. Null, empty or left out: no link.',
  })
  linkUrl?: string | null;
  @Field(() => Boolean, { description: 'Published (true) or draft (false).' }) published!: boolean;
  @Field(() => DateTime, { nullable: true, description: 'Shown from this instant on; null or left out: at once.' })
  publishFrom?: Date | null;
  @Field(() => DateTime, {
    nullable: true,
    description: 'Shown until this instant; it must come after publishFrom. Null or left out: with no end.',
  })
  publishUntil?: Date | null;
}
