/** The lab's and the apps' settings: what settings offer the app. */
import { timelessClock } from '../common/content-clocks.js';
import type { Feature } from '../feature.js';
import { SettingsResolver } from './settings.resolver.js';

export { chatAttachmentLimitBytes, defaultStudyExpiryDays } from './app-settings.service.js';
export { labSettingsRow, updateLabSettings } from './lab-settings.service.js';

export const settingsFeature: Feature = {
  name: 'settings',
  resolvers: [SettingsResolver],
  // appSettings is asked for by every page: its answer is kept until a setting changes.
  publicContent: { fields: { appSettings: ['settings'] }, clocks: { settings: timelessClock } },
};
