import { imageContentResolver } from './image-content.resolver.js';
import { adminWelcomeModalNode, welcomeModalNode } from './welcome-modals-mapping.js';
import {
  createWelcomeModal,
  deleteWelcomeModal,
  getWelcomeModal,
  listWelcomeModals,
  reorderWelcomeModals,
  updateWelcomeModal,
} from './welcome-modals.service.js';
import { listPublicWelcomeModals } from './public-reads.js';
import { AdminWelcomeModalGql, WelcomeModalGql, WelcomeModalInput } from './welcome-modals.types.js';

const badInputNote =
  "BAD_USER_INPUT with the field and the form's Spanish message when an input field breaks its rule (see WelcomeModalInput), or on image when the file is not a PNG, JPEG or WebP, or is over appSettings.fileSizeLimitMb; nothing is stored then.";
const imageNote =
  'PNG, JPEG or WebP (sniffed from its bytes, not its name), up to appSettings.fileSizeLimitMb; sent as a GraphQL multipart request.';

/** The modals the app shows on opening: the public `welcomeModals` and the administration's queries and mutations. */
export const WelcomeModalsResolver = imageContentResolver({
  names: { one: 'WelcomeModal', many: 'WelcomeModals' },
  words: { one: 'welcome modal', many: 'welcome modals' },
  publicType: WelcomeModalGql,
  adminType: AdminWelcomeModalGql,
  inputType: WelcomeModalInput,
  operations: {
    listPublic: listPublicWelcomeModals,
    list: listWelcomeModals,
    get: getWelcomeModal,
    create: createWelcomeModal,
    update: updateWelcomeModal,
    remove: deleteWelcomeModal,
    reorder: reorderWelcomeModals,
  },
  publicNode: welcomeModalNode,
  adminNode: adminWelcomeModalNode,
  publicDescription:
    'The modals the app shows on opening: published and inside their window, in position order. A short list, not paged. Anyone, without signing in.',
  searched: 'the title or the text',
  deleted: ' and its image files',
  texts: {
    create: `Creates a welcome modal, last in the order, and answers it. Admins only. ${badInputNote} BAD_USER_INPUT on image when no image is sent.`,
    update: `Replaces every field of a welcome modal (its position stays) and, when one is sent, its image; answers it. Admins only. ${badInputNote} NOT_FOUND when it does not exist.`,
    createImage: `The picture, required. ${imageNote}`,
    updateImage: `A new picture replacing the current one (whose files are deleted); left out: the image stays. ${imageNote}`,
  },
});
