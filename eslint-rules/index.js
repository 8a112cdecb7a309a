import { featureFrontDoor } from './feature-front-door.js';
import { noFolderCycles } from './no-folder-cycles.js';
import { systemDb } from './system-db.js';

/** The project's own ESLint rules, used as the `local` plugin in eslint.config.js. */
export default {
  meta: { name: 'local' },
  rules: { 'no-folder-cycles': noFolderCycles, 'feature-front-door': featureFrontDoor, 'system-db': systemDb },
};
