import { object, string, type InferType } from 'yup';
import { appContentMessages } from '../messages/app-content.js';
import { courseAdminMessages } from '../messages/course-admin.js';
import { generalMessages } from '../messages/general.js';
import { personMessages } from '../messages/person.js';
import { publicationRules } from './publication.js';

const m = { ...appContentMessages, ...courseAdminMessages, ...generalMessages, ...personMessages };

/** The longest service name (the services.name column's rule). */
export const serviceNameLength = 120;

/**
 * A service of the lab as the admin form and the API take it; the image travels apart, as an
 * upload. Each field with the one description GraphQL's ServiceInput shows.
 */
export const serviceSchema = object({
  name: string()
    .trim()
    .required(m.nameRequired)
    .max(serviceNameLength, m.serviceNameMax)
    .meta({ description: 'The name, required, at most 120 characters.' }),
  description: string()
    .trim()
    .required(m.descriptionRequired)
    .max(50_000, m.textTooLong)
    .meta({ description: 'The description as HTML from the rich-text editor, required; sanitised on save.' }),
  ...publicationRules,
});

export type ServiceInput = InferType<typeof serviceSchema>;
