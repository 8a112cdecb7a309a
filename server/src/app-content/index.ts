/** The apps' content (FAQ, services, packages, slides, welcome modals, offices, recipes): what app-content offers the app. */
import type { Feature } from '../feature.js';
import { AppHomeResolver } from './app-home.resolver.js';
import { BranchOfficesResolver } from './branch-offices.resolver.js';
import { FaqResolver } from './faq.resolver.js';
import { PackagesResolver } from './packages.resolver.js';
import { RecipesResolver } from './recipes.resolver.js';
import { ServicesResolver } from './services.resolver.js';
import { SlidesResolver } from './slides.resolver.js';
import { appContentStorageOwners } from './storage-owners.js';
import { WelcomeModalsResolver } from './welcome-modals.resolver.js';
import { appContentClocks } from './window-clocks.js';

export { createBranchOffice } from './branch-offices.service.js';
export { createFaq } from './faq.service.js';
export { createPackage } from './packages.service.js';
export { createRecipe } from './recipes.service.js';
export { createService } from './services.service.js';
export { createSlide } from './slides.service.js';
export { createWelcomeModal } from './welcome-modals.service.js';

export const appContentFeature: Feature = {
  name: 'app-content',
  resolvers: [
    FaqResolver,
    ServicesResolver,
    PackagesResolver,
    SlidesResolver,
    WelcomeModalsResolver,
    BranchOfficesResolver,
    AppHomeResolver,
    RecipesResolver,
  ],
  storageOwners: appContentStorageOwners,
  // App content expires with its publication windows.
  publicContent: {
    fields: {
      faqs: ['faqs'],
      slides: ['slides'],
      welcomeModals: ['welcome_modals'],
      recipes: ['recipes'],
      branchOffices: ['branch_offices'],
      services: ['services'],
      packages: ['packages'],
      appHome: ['slides', 'welcome_modals', 'recipes'],
    },
    clocks: appContentClocks,
  },
};
