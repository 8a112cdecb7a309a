import type { ContentClock, ContentKind } from '../common/content-versions.js';
import { branchOffices } from './branch-offices.tables.js';
import { faqs } from './faq.tables.js';
import { windowClock } from './publication.js';
import { recipes } from './recipes.tables.js';
import { packages } from './packages.tables.js';
import { services } from './services.tables.js';
import { slides } from './slides.tables.js';
import { welcomeModals } from './welcome-modals.tables.js';

/** What time alone changes in each kind of app content: its publication windows opening and closing. */
export const appContentClocks: Readonly<Record<Exclude<ContentKind, 'courses' | 'settings'>, ContentClock>> = {
  faqs: windowClock(faqs),
  slides: windowClock(slides),
  welcome_modals: windowClock(welcomeModals),
  recipes: windowClock(recipes),
  branch_offices: windowClock(branchOffices),
  services: windowClock(services),
  packages: windowClock(packages),
};
