import type { Readable } from 'node:stream';
import { messages } from '../../../shared/messages.js';
import type { AppDeps } from '../deps.js';
import { keysOfImage, type StoredFile } from '../files/index.js';
import { appContentPrefix, discardFiles, storeAppImage, type StoredImage } from './content-files.js';

/** Where the recipe book keeps its PDFs and covers. */
export const recipesKind = 'recipes';

/** An uploaded file, opened when the service is ready to store it (after the input is valid). */
export type UploadSource = () => Promise<Readable>;

/** The files sent with a recipe: either may be missing (on update, the current one stays). */
export type RecipeUploads = { pdf?: UploadSource | null; cover?: UploadSource | null };

export type StoredRecipeFiles = { pdf?: StoredFile; cover?: StoredImage; keys: string[] };

/**
 * Stores a recipe's PDF (sniffed from its bytes, up to the configured size) and cover (an app
 * image with its phone sizes). Both at once: a multipart request may carry them in either order,
 * and the parser hands the second only once the first is read. When one is refused, the other
 * is removed too and the first refusal is thrown: nothing stays stored.
 */
export async function storeRecipeFiles(deps: AppDeps, uploads: RecipeUploads): Promise<StoredRecipeFiles> {
  const [pdf, cover] = await Promise.allSettled([
    uploads.pdf ? uploads.pdf().then((stream) => storeRecipePdf(deps, stream)) : undefined,
    uploads.cover ? uploads.cover().then((stream) => storeAppImage(deps, recipesKind, stream, 'cover')) : undefined,
  ]);
  const keys = [
    ...(pdf.status === 'fulfilled' && pdf.value ? [pdf.value.key] : []),
    ...(cover.status === 'fulfilled' ? keysOfImage(cover.value) : []),
  ];
  const refused = [pdf, cover].find((result) => result.status === 'rejected');
  if (refused) {
    await discardFiles(deps, keys);
    throw refused.reason;
  }
  return {
    pdf: pdf.status === 'fulfilled' ? pdf.value : undefined,
    cover: cover.status === 'fulfilled' ? cover.value : undefined,
    keys,
  };
}

function storeRecipePdf(deps: AppDeps, stream: Readable): Promise<StoredFile> {
  return deps.storage.put(appContentPrefix(recipesKind), stream, {
    maxBytes: deps.config.fileSizeLimitMb * 1024 * 1024,
    accept: ['application/pdf'],
    refusal: messages.pdfInvalid,
    field: 'pdf',
  });
}
