/** What the share links offer the rest of the server. */
export { isShareOpen } from './share-liveness.js';
export { StudySharesResolver } from './study-shares.resolver.js';
export { studySharesRoutes } from './study-shares.rest.js';
export { SharedStudyGql } from './study-shares.types.js';
export type { SharedStudyView } from './share-opening.service.js';
