import { boolean, object, type InferType } from 'yup';
import { messages as m } from '../messages.js';

/** The notification settings as the settings screen and the API send them. */
export const notificationSettingsSchema = object({
  resultReady: boolean().strict().typeError(m.resultReadySettingRequired).required(m.resultReadySettingRequired),
});

export type NotificationSettingsInput = InferType<typeof notificationSettingsSchema>;
