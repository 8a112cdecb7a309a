import { object, string, type InferType } from 'yup';
import { portalMessages as pm } from '../portal-messages.js';

/** The longest subject of a support request (the support_requests.subject column's rule). */
export const supportSubjectLength = 120;

/** The longest message of a request, a reply or a follow-up. */
export const supportMessageLength = 2000;

const message = string().trim().required(pm.supportMessageRequired).max(supportMessageLength, pm.supportMessageMax);

/** A new support request as the forms and the API take it; the attachment travels apart. */
export const supportRequestSchema = object({
  subject: string().trim().required(pm.supportSubjectRequired).max(supportSubjectLength, pm.supportSubjectMax),
  message,
});

/** A staff answer or a requester's follow-up. */
export const supportMessageSchema = object({ message });

export type SupportRequestInput = InferType<typeof supportRequestSchema>;
