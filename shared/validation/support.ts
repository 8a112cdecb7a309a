import { object, string, type InferType } from 'yup';
import { portalMessages as pm } from '../portal-messages.js';

/** The longest subject of a support request (the support_requests.subject column's rule). */
export const supportSubjectLength = 120;

/** The longest message of a request, a reply or a follow-up. */
export const supportMessageLength = 2000;

const message = string().trim().required(pm.supportMessageRequired).max(supportMessageLength, pm.supportMessageMax);

/**
 * A new support request as the forms and the API take it; the attachment travels apart. Each
 * field with the one description GraphQL's SupportRequestInput shows.
 */
export const supportRequestSchema = object({
  subject: string()
    .trim()
    .required(pm.supportSubjectRequired)
    .max(supportSubjectLength, pm.supportSubjectMax)
    .meta({
      description: `What it is about, 1 to ${supportSubjectLength} characters once trimmed. BAD_USER_INPUT on subject otherwise ("El asunto es requerido", "Máximo 120 caracteres").`,
    }),
  message: message.meta({
    description: `The message, 1 to ${supportMessageLength} characters once trimmed. BAD_USER_INPUT on message otherwise ("El mensaje es requerido", "Máximo 2000 caracteres").`,
  }),
});

/** A staff answer or a requester's follow-up. */
export const supportMessageSchema = object({ message });

export type SupportRequestInput = InferType<typeof supportRequestSchema>;
