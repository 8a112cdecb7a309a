import { mixed, number, object, string, type InferType } from 'yup';
import { limits } from '../limits.js';
import { notificationMessages } from '../messages/notifications.js';
import { personMessages } from '../messages/person.js';

const m = { ...notificationMessages, ...personMessages };

/** The longest notification text (SPEC point 9: the notification textarea takes 255). */
export const notificationBodyLength = 255;
/** The longest notification title: an input of the portal (SPEC point 9). */
export const notificationTitleLength = limits.inputLength;

/** Who a notification goes to: every device, the patients', the staff's, or one user's. */
export const notificationAudiences = ['ALL', 'PATIENTS', 'STAFF', 'USER'] as const;
export type NotificationAudience = (typeof notificationAudiences)[number];

/** What a notification is: one the administrator wrote, or the lab's own "your result is ready". */
export const notificationKinds = ['ANNOUNCEMENT', 'RESULT_READY'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * A notification as the admin form and the API take it; each field with the one description
 * GraphQL's NotificationInput shows. A new one goes to every device.
 */
export const notificationSchema = object({
  title: string()
    .trim()
    .transform((value: string | undefined) => (value === '' ? null : value))
    .nullable()
    .optional()
    .max(notificationTitleLength, m.maxInput)
    .meta({
      description: `Optional title, up to ${notificationTitleLength} characters; empty or null: none. BAD_USER_INPUT "Máximo 42 caracteres" on title.`,
    }),
  body: string()
    .trim()
    .required(m.notificationBodyRequired)
    .max(notificationBodyLength, m.notificationBodyMax)
    .meta({
      description: `The text, 1 to ${notificationBodyLength} characters once trimmed. BAD_USER_INPUT on body otherwise.`,
    }),
  audience: mixed<NotificationAudience>()
    .required(m.notificationAudienceRequired)
    .oneOf([...notificationAudiences], m.notificationAudienceRequired)
    .default('ALL')
    .meta({ description: 'Who receives it.' }),
  userId: number()
    .transform((value: number) => (Number.isNaN(value) ? undefined : value))
    .nullable()
    .optional()
    .when('audience', {
      is: 'USER',
      then: (rule) =>
        rule
          .required(m.notificationUserRequired)
          .integer(m.notificationUserRequired)
          .positive(m.notificationUserRequired),
      otherwise: (rule) => rule.strip(),
    })
    .meta({
      description:
        'The user of the USER audience (required then, ignored otherwise). BAD_USER_INPUT on userId when missing, unknown or deactivated.',
    }),
});

export type NotificationInput = InferType<typeof notificationSchema>;
