import { object, string, type InferType } from 'yup';
import { appContentMessages as m } from '../messages/app-content.js';
import { altTextRule } from './alt-text.js';
import { publicationRules } from './publication.js';

/** The longest title of a welcome modal (the welcome_modals.title column's rule). */
export const welcomeModalTitleLength = 120;
/** The longest text under a welcome modal's title. */
export const welcomeModalBodyLength = 1000;

/**
 * A welcome modal of the app, as the admin form and the API take it (the image travels apart);
 * each field with the one description GraphQL's WelcomeModalInput shows.
 */
export const welcomeModalSchema = object({
  altText: altTextRule(),
  title: string()
    .trim()
    .required(m.titleRequired)
    .max(welcomeModalTitleLength, m.welcomeModalTitleMax)
    .meta({ description: 'The title, required, at most 120 characters.' }),
  body: string()
    .trim()
    .transform((value: string | undefined) => (value === '' ? null : value))
    .nullable()
    .optional()
    .max(welcomeModalBodyLength, m.welcomeModalBodyMax)
    .meta({ description: 'Plain text under the title, at most 1000 characters. Null, empty or left out: none.' }),
  ...publicationRules,
});

export type WelcomeModalInput = InferType<typeof welcomeModalSchema>;
