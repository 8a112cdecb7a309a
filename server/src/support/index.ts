/** The support desk and its tickets: what support offers the app. */
import type { Feature } from '../feature.js';
import { MySupportResolver } from './my-support.resolver.js';
import { supportAnswerMailJob } from './support-answer-mail.job.js';
import { SupportDeskResolver } from './support-desk.resolver.js';
import { supportAccountDeletion, supportStorageOwners } from './support-files.js';
import { supportRoutes } from './support.rest.js';

export const supportFeature: Feature = {
  name: 'support',
  resolvers: [MySupportResolver, SupportDeskResolver],
  routes: [supportRoutes],
  storageOwners: supportStorageOwners,
  accountDeletion: [supportAccountDeletion],
  jobKinds: [supportAnswerMailJob],
};
