import { errorResponses, fileResponses, rowIdParam } from '../http/rest-schemas.js';
import { studyMediaTypes } from '../studies/index.js';

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
    "Every opening is in the access log. A revoked or expired link, another study's file or a wrong grant answer 404." +
    ' Range (one range: a resumed download, the pages a PDF reader asks for), HEAD (the same headers, no body, not logged), ' +
    'ETag and Last-Modified (If-None-Match / If-Modified-Since answer 304) work as for every download.',
  params: rowIdParam('fileId', 'The file, as openSharedStudy lists it.'),
  querystring: grantQuery,
  response: {
    ...fileResponses(
      'The file, with the media type it was stored as (told by its content when uploaded).',
      studyMediaTypes,
    ),
    ...errorResponses(404),
  },
};

export const sharedZipSchema = {
  tags,
  summary: "Download a shared study as a ZIP through the link's grant",
  description:
    'Only when the link allows the download: the DICOM images under DICOM/ (one folder per series) and the other files at the root, streamed. ' +
    'Logged. 404 when the link does not allow it, is revoked or expired, or the grant is wrong.' +
    ' Range (one range: a resumed download, the pages a PDF reader asks for), HEAD (the same headers, no body, not logged), ' +
    'ETag and Last-Modified (If-None-Match / If-Modified-Since answer 304) work as for every download.',
  querystring: grantQuery,
  response: {
    ...fileResponses(
      'The ZIP, stored without compression: Content-Length is known before it streams, and a Range resumes it.',
      'application/zip',
    ),
    ...errorResponses(404),
  },
};
