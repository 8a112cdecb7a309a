import { binaryResponse, errorResponses, rowIdParam } from '../http/rest-schemas.js';

/** JSON schemas of a share link's file routes (study-shares.rest.ts). */

const tags = ['Share links'];

const grantQuery = {
  type: 'object',
  properties: {
    grant: {
      type: 'string',
      description: "The share's viewer grant, as openSharedStudy answers it in its links; without it, 404.",
    },
  },
} as const;

export const sharedFileSchema = {
  tags,
  summary: "Open one file of a shared study (a report PDF) through the link's grant",
  description:
    'For the recipient of an open share link, who has no account: PDF and images open inline. ' +
    "Every opening is in the access log. A revoked or expired link, another study's file or a wrong grant answer 404. HEAD answers 405.",
  params: rowIdParam('fileId', 'The file, as openSharedStudy lists it.'),
  querystring: grantQuery,
  response: { 200: binaryResponse('The file, with its media type.'), ...errorResponses(404) },
};

export const sharedZipSchema = {
  tags,
  summary: "Download a shared study as a ZIP through the link's grant",
  description:
    'Only when the link allows the download: the DICOM images under DICOM/ (one folder per series) and the other files at the root, streamed. ' +
    'Logged. 404 when the link does not allow it, is revoked or expired, or the grant is wrong. HEAD answers 405.',
  querystring: grantQuery,
  response: { 200: binaryResponse('The ZIP.', 'application/zip'), ...errorResponses(404) },
};
