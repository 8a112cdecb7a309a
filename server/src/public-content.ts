import { appContentClocks } from './app-content/window-clocks.js';
import type { Database } from './db/client.js';
import { labDayClock } from './common/content-clocks.js';
import { createPublicContent, type ContentKind } from './common/content-versions.js';

/**
 * The anonymous root fields whose GraphQL answers are kept and shared (ETag on GET), each with
 * the kinds of content it reads: an answer lasts while those kinds are unchanged, and a write to
 * another kind leaves it alone. A new public query of content is one line here.
 */
export const publicContentFields: Readonly<Record<string, readonly ContentKind[]>> = {
  publicCourses: ['courses'],
  publicCourse: ['courses'],
  faqs: ['faqs'],
  slides: ['slides'],
  welcomeModals: ['welcome_modals'],
  recipes: ['recipes'],
  branchOffices: ['branch_offices'],
  services: ['services'],
  packages: ['packages'],
  appHome: ['slides', 'welcome_modals', 'recipes'],
};

/** The public content of a database: courses expire with the lab's day, app content with its windows. */
export const publicContentOf = (db: Database) => createPublicContent(db, { courses: labDayClock, ...appContentClocks });
