import { branchOffices } from './branch-offices.tables.js';
import { appContentStorageOwner } from './content-files.js';
import { recipes } from './recipes.tables.js';
import { packages } from './packages.tables.js';
import { services } from './services.tables.js';
import { slides } from './slides.tables.js';
import { welcomeModals } from './welcome-modals.tables.js';
import { editorImageOwner } from '../files/index.js';
import { faqs } from './faq.tables.js';

/** What the storage sweep asks the app content: each kind's images and PDFs, and editor images in rich text. */
export const appContentStorageOwners = [
  appContentStorageOwner('slides', [slides.image]),
  appContentStorageOwner('welcome-modals', [welcomeModals.image]),
  appContentStorageOwner('recipes', [recipes.cover, recipes.pdfKey]),
  appContentStorageOwner('branch-offices', [branchOffices.image]),
  appContentStorageOwner('services', [services.image]),
  appContentStorageOwner('packages', [packages.image]),
  editorImageOwner('service descriptions', services.descriptionHtml),
  editorImageOwner('FAQ answers', faqs.answerHtml),
];
