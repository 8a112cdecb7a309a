import { object, type InferType } from 'yup';
import { appContentMessages as m } from '../messages/app-content.js';
import { altTextRule } from './alt-text.js';
import { optionalHttpsLink } from './https-link.js';
import { publicationRules } from './publication.js';

/** The longest link of a slide (the slides.link_url column's rule). */
export const slideLinkLength = 500;

/**
 * A slide of the app's home carousel, as the admin form and the API take it (the image travels
 * apart); each field with the one description GraphQL's SlideInput shows.
 */
export const slideSchema = object({
  altText: altTextRule(),
  linkUrl: optionalHttpsLink(slideLinkLength, { invalid: m.httpsLinkInvalid, max: m.slideLinkMax }).meta({
    description: 'Where a tap leads: an https address of at most 500 characters. Null, empty or left out: no link.',
  }),
  ...publicationRules,
});

export type SlideInput = InferType<typeof slideSchema>;
