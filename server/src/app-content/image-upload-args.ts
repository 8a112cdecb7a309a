import type { FileUpload } from 'graphql-upload-minimal';
import { openUpload } from '../http/uploads.js';

/** The options of an optional `image` upload argument, with its description. */
export const imageArg = (description: string) => ({ nullable: true, description });

/** The image upload's stream, when one was sent. */
export const imageStream = async (image: Promise<FileUpload> | null | undefined) =>
  image ? (await openUpload(image, 'image')).stream : null;
