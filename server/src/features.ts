import { accessLogFeature } from './access-log/index.js';
import { appContentFeature } from './app-content/index.js';
import { authFeature } from './auth/index.js';
import { chatFeature } from './chat/index.js';
import { coursesFeature } from './courses/index.js';
import { dicomListenerFeature } from './dicom-listener/index.js';
import { dicomWebFeature } from './dicom-web/index.js';
import type { Feature } from './feature.js';
import { filesFeature } from './files/index.js';
import { jobsFeature } from './jobs/index.js';
import { layoutFeature } from './layout/index.js';
import { notificationsFeature } from './notifications/index.js';
import { panelFeature } from './panel/index.js';
import { patientsFeature } from './patients/index.js';
import { pushFeature } from './push/index.js';
import { qualityFeature } from './quality/index.js';
import { searchFeature } from './search/index.js';
import { settingsFeature } from './settings/index.js';
import { studiesFeature } from './studies/index.js';
import { studySharesFeature } from './study-shares/index.js';
import { supportFeature } from './support/index.js';
import { usersFeature } from './users/index.js';

/**
 * Every feature of the server; the app, the schema and the server fold over this list. The order
 * is deliberate: steps and routes run in it, so an account's studies are deleted (and that
 * recorded) before chat and support remove any bytes.
 */
export const features: readonly Feature[] = [
  authFeature,
  usersFeature,
  settingsFeature,
  filesFeature,
  coursesFeature,
  patientsFeature,
  studiesFeature,
  chatFeature,
  supportFeature,
  dicomListenerFeature,
  studySharesFeature,
  dicomWebFeature,
  accessLogFeature,
  qualityFeature,
  appContentFeature,
  pushFeature,
  notificationsFeature,
  panelFeature,
  layoutFeature,
  searchFeature,
  jobsFeature,
];
