/** What the share links offer the rest of the server. */
import type { Feature } from '../feature.js';
import { studyShareMailJob } from './share-mail.job.js';
import { StudySharesResolver } from './study-shares.resolver.js';
import { studySharesRoutes } from './study-shares.rest.js';

export { isShareOpen, shareOpensStudy } from './share-liveness.js';
export { SharedStudyGql } from './study-shares.types.js';
export type { SharedStudyView } from './share-opening.service.js';

export const studySharesFeature: Feature = {
  name: 'study-shares',
  resolvers: [StudySharesResolver],
  routes: [studySharesRoutes],
  jobKinds: [studyShareMailJob],
};
