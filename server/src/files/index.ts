/** Stored files, their downloads and signed links, and the storage sweep: what files offer the app. */
import type { Feature } from '../feature.js';
import { filesRoutes } from './files.rest.js';
import { imageAvifJob } from './image-avif.job.js';
import { storageSweepJob } from './storage-sweep.job.js';

export { editorImageOwner } from './editor-images.js';
export { fileLinkErrorHandler } from './file-link-page.js';
export { keysInColumn } from './keys-in-column.js';
export { isOpening, privateFileRoute, sendPrivateFile } from './private-file.js';
export { serveFile, storedFile } from './serve-file.js';
export type { Delivery, ServedFile } from './serve-file.js';
export { storedZip } from './stored-zip.js';
export type { ZipMember } from './stored-zip.js';
export { pictureFacts } from './image-thumbnail.js';
export type { PictureFacts } from './image-thumbnail.js';
export { imageAvifJob, sendImageAvif } from './image-avif.job.js';
export { keysOfImage, storeResponsiveImage, withSizesOfStored } from './responsive-images.js';
export { AppImageGql, AppImageSizeGql, appImageOf } from './responsive-image.types.js';
export type { StoredImage } from './responsive-images.js';
export { checkLink, isSignedLink, signLink } from './signed-links.js';
export type { StorageOwner, StorageSweep } from './storage-sweep.js';
export { imageTypes, publicFileUrl } from './storage.js';
export type { FileStorage, SpooledFile, StoredFile } from './storage.js';
export { spoolUpload } from './spooled-upload.js';
export { issueViewerGrant, readViewerGrant } from './viewer-grants.js';
export type { ViewerGrant } from './viewer-grants.js';

export const filesFeature: Feature = {
  name: 'files',
  routes: [filesRoutes],
  jobKinds: [storageSweepJob, imageAvifJob],
};
