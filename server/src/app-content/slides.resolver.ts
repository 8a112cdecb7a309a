import { imageContentResolver } from './image-content.resolver.js';
import { adminSlideNode, slideNode } from './slides-mapping.js';
import { createSlide, deleteSlide, getSlide, listSlides, reorderSlides, updateSlide } from './slides.service.js';
import { listPublicSlides } from './public-reads.js';
import { AdminSlideGql, SlideGql, SlideInput } from './slides.types.js';

const badInputNote =
  "BAD_USER_INPUT with the field and the form's Spanish message when an input field breaks its rule (see SlideInput), or on image when the file is not a PNG, JPEG or WebP, or is over appSettings.fileSizeLimitMb; nothing is stored then.";
const imageNote =
  'PNG, JPEG or WebP (sniffed from its bytes, not its name), up to appSettings.fileSizeLimitMb; sent as a GraphQL multipart request. A wide picture (2:1, such as 1080 × 540) suits the carousel.';

/** The slides of the app's home carousel: the public `slides` and the administration's queries and mutations. */
export const SlidesResolver = imageContentResolver({
  names: { one: 'Slide', many: 'Slides' },
  publicType: SlideGql,
  adminType: AdminSlideGql,
  inputType: SlideInput,
  operations: {
    listPublic: listPublicSlides,
    list: listSlides,
    get: getSlide,
    create: createSlide,
    update: updateSlide,
    remove: deleteSlide,
    reorder: reorderSlides,
  },
  publicNode: slideNode,
  adminNode: adminSlideNode,
  publicDescription:
    "The slides of the app's home carousel: published and inside their window, in position order. A short list, not paged. Anyone, without signing in.",
  searched: 'the alt text or the link',
  deleted: ' and its image files',
  texts: {
    create: `Creates a slide, last in the order, and answers it. Admins only. ${badInputNote} BAD_USER_INPUT on image when no image is sent.`,
    update: `Replaces every field of a slide (its position stays) and, when one is sent, its image; answers it. Admins only. ${badInputNote} NOT_FOUND when it does not exist.`,
    createImage: `The picture, required. ${imageNote}`,
    updateImage: `A new picture replacing the current one (whose files are deleted); left out: the image stays. ${imageNote}`,
  },
});
