import { errorResponses, fileResponses } from '../http/rest-schemas.js';

/** JSON schemas of the public image routes (files.rest.ts): input, answer and what /docs shows. */

const tags = ['Files'];

/** What a public file's extension says it is (the stored key keeps the extension its content was sniffed as). */
export const publicMediaTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

export const publicFileSchema = {
  tags,
  summary: 'A public image or PDF',
  description:
    "Course pictures, images inside course descriptions, the app content's images and recipe PDFs, by the path " +
    'other answers give (url, url_course_img). Cached for a year: a changed file gets a new path. ' +
    'Range (one range), HEAD, ETag and Last-Modified work as for every download.',
  params: {
    type: 'object',
    properties: { '*': { type: 'string', description: 'The path under /files/public/.' } },
  },
  response: {
    ...fileResponses('The image (JPEG, PNG, GIF, WebP or AVIF) or PDF.', Object.values(publicMediaTypes)),
    ...errorResponses(404),
  },
};

const uploaded = {
  type: 'string',
  description: 'Path of the stored image, to put in the HTML (/files/public/…).',
} as const;

export const editorUploadSchema = {
  tags,
  summary: 'Upload an image for the rich-text editor',
  description:
    'Stores one image to place inside a description (course, study group). JPG, PNG, GIF or WebP, told by its ' +
    'content, up to the file size limit (5 MB by default); anything else answers 400.',
  consumes: ['multipart/form-data'],
  multipartForm: {
    type: 'object',
    properties: { file: { type: 'string', format: 'binary', description: 'The image.' } },
    required: ['file'],
  },
  response: {
    200: {
      type: 'object',
      description: 'Where the image is served.',
      properties: {
        url: uploaded,
        location: { ...uploaded, description: 'The same path (the name the editor reads).' },
      },
      required: ['url', 'location'],
    },
    ...errorResponses(400),
  },
};
