import { Field, ObjectType } from 'type-graphql';
import { RecipeGql } from './recipes.types.js';
import { SlideGql } from './slides.types.js';
import { WelcomeModalGql } from './welcome-modals.types.js';

@ObjectType('AppHome', {
  description:
    "What the app's home screen shows, in one round trip: the carousel, the welcome modals and the recipe book's front document. The same items as the slides, welcomeModals and recipes queries.",
})
export class AppHomeGql {
  @Field(() => [SlideGql], { description: 'The carousel: published slides inside their window, in position order.' })
  slides!: SlideGql[];
  @Field(() => [WelcomeModalGql], {
    description: 'Welcome modals to show on opening, published and inside their window, in position order.',
  })
  welcomeModals!: WelcomeModalGql[];
  @Field(() => RecipeGql, {
    nullable: true,
    description:
      'The recipe marked as the app front (isFront), when it is published and inside its window; null otherwise.',
  })
  frontRecipe!: RecipeGql | null;
}
