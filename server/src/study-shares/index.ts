/** What the share links offer the rest of the server. */
export { isShareOpen } from './share-liveness.js';
