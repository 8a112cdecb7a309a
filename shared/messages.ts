import { appContentMessages } from './messages/app-content.js';
import { chatMessages } from './messages/chat.js';
import { courseAdminMessages } from './messages/course-admin.js';
import { courseRegistrationMessages } from './messages/course-registration.js';
import { generalMessages } from './messages/general.js';
import { notificationMessages } from './messages/notifications.js';
import { personMessages } from './messages/person.js';
import { signInMessages } from './messages/sign-in.js';
import { studyMessages } from './messages/studies.js';
import { studyShareMessages } from './messages/study-shares.js';
import { userAdminMessages } from './messages/users.js';

/**
 * Every user-facing message the server can answer with. The Spanish text is the product's
 * vocabulary (SPEC point 5), what the API answers, and the source text of the catalogue entry
 * (client/src/locales) that the client shows translated: the `i18n` comment marks each for
 * `lingui extract`. The messages are written in shared/messages/, grouped by subject, so that a
 * client module imports only the group it shows (an object's unused properties stay in a bundle);
 * the server takes them all from here.
 */
export const messages = {
  ...generalMessages,
  ...signInMessages,
  ...personMessages,
  ...courseRegistrationMessages,
  ...courseAdminMessages,
  ...userAdminMessages,
  ...studyMessages,
  ...studyShareMessages,
  ...chatMessages,
  ...appContentMessages,
  ...notificationMessages,
} as const;

export type MessageKey = keyof typeof messages;

export { spacesAvailableMessage, spacesAvailablePattern } from './messages/spaces-available.js';
