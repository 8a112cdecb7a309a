import { object, string, type InferType } from 'yup';
import { messages as m } from '../messages.js';
import { altTextRule } from './alt-text.js';
import { publicationRules } from './publication.js';

/** The longest title of a welcome modal (the welcome_modals.title column's rule). */
export const welcomeModalTitleLength = 120;
/** The longest text under a welcome modal's title. */
export const welcomeModalBodyLength = 1000;

/** A welcome modal of the app, as the admin form and the API take it (the image travels apart). */
export const welcomeModalSchema = object({
  altText: altTextRule(),
  title: string().trim().required(m.titleRequired).max(welcomeModalTitleLength, m.welcomeModalTitleMax),
  body: string()
    .trim()
    .transform((value: string | undefined) => (value === '' ? null : value))
    .nullable()
    .optional()
    .max(welcomeModalBodyLength, m.welcomeModalBodyMax),
  ...publicationRules,
});

export type WelcomeModalInput = InferType<typeof welcomeModalSchema>;
