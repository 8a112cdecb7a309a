import { object, string, type InferType } from 'yup';
import { messages as m } from '../messages.js';
import { publicationRules } from './publication.js';

/** The longest service name (the services.name column's rule). */
export const serviceNameLength = 120;

/** A service of the lab as the admin form and the API take it; the image travels apart, as an upload. */
export const serviceSchema = object({
  name: string().trim().required(m.nameRequired).max(serviceNameLength, m.serviceNameMax),
  description: string().trim().required(m.descriptionRequired).max(50_000, m.textTooLong),
  ...publicationRules,
});

export type ServiceInput = InferType<typeof serviceSchema>;
