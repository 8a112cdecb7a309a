import { errorBody, errorResponses, fileResponses, rowIdParam } from '../http/rest-schemas.js';
import { studyMediaTypes } from './study-files.service.js';

/** JSON schemas of the result-file routes (studies.rest.ts): input, answer and what /docs shows. */

const tags = ['Studies'];

/** A signed link (see files/signed-links.ts) opens a file without the bearer token for ten minutes. */
const signedLinkQuery = {
  session: {
    type: 'string',
    description: "Signed link: its session (from GraphQL's file links); not needed with a bearer token.",
  },
  expires: { type: 'string', description: 'Signed link: when it stops opening, in seconds since 1970 (UTC).' },
  signature: { type: 'string', description: 'Signed link: its signature.' },
} as const;

/** One staged file as the upload answers it. */
const stagedFile = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: 'Id to attach to a study.' },
    name: { type: 'string', description: 'File name as stored.' },
    mediaType: { type: 'string', description: 'Media type read from the content.' },
    size: { type: 'integer', description: 'Size in bytes.' },
    checksum: { type: 'string', description: 'SHA-256 of the bytes, hexadecimal.' },
    dicom: {
      type: ['object', 'null'],
      description:
        'Null unless the file is a DICOM image: what its header says, read while it streamed (the patient as the scanner recorded them, for the patient check before saving).',
      properties: {
        studyInstanceUid: { type: 'string', description: 'Study Instance UID (0020,000D).' },
        seriesInstanceUid: { type: 'string', description: 'Series Instance UID (0020,000E).' },
        sopInstanceUid: { type: 'string', description: 'SOP Instance UID (0008,0018).' },
        modality: { type: ['string', 'null'], description: 'Modality (0008,0060): CT, DX, PX, IO…' },
        patientName: {
          type: ['string', 'null'],
          description: "Patient's Name (0010,0010), as recorded: Family^Given.",
        },
        patientId: { type: ['string', 'null'], description: 'Patient ID (0010,0020).' },
        patientBirthDate: { type: ['string', 'null'], description: "Patient's Birth Date, YYYY-MM-DD." },
        studyDate: { type: ['string', 'null'], description: 'Study Date, YYYY-MM-DD.' },
        rows: { type: 'integer', description: 'Rows of pixels.' },
        columns: { type: 'integer', description: 'Columns of pixels.' },
        frames: { type: 'integer', description: 'Number of frames.' },
      },
    },
  },
  required: ['id', 'name', 'mediaType', 'size', 'checksum', 'dicom'],
} as const;

/** Images inside a ZIP that were not kept, and why. */
const refusedFiles = {
  type: 'array',
  description: 'Files inside a ZIP that were not kept, with the reason in Spanish (truncated, not DICOM…).',
  items: {
    type: 'object',
    properties: {
      fileName: { type: 'string', description: 'The path of the file inside the ZIP.' },
      message: { type: 'string', description: 'Why it was not kept.' },
    },
    required: ['fileName', 'message'],
  },
} as const;

export const uploadStudyFileSchema = {
  tags,
  summary: 'Upload one result file',
  description:
    'Streams one file to the server before its study is saved (then attach the answered id with GraphQL). ' +
    'Images, PDF, DICOM, ZIP or video, told by their content; up to the study file limit (2 GB by default). ' +
    'A DICOM file must be Part 10, whole and, for an image, with its pixel data; its header is indexed while it streams. ' +
    'A ZIP holding DICOM images (with or without DICOMDIR) is opened and each image staged on its own; other ZIPs are kept whole. ' +
    'A refused file answers 400 with the reason in Spanish and `fileName`. ' +
    'A staged file not attached within a day is removed.',
  consumes: ['multipart/form-data'],
  multipartForm: {
    type: 'object',
    properties: { file: { type: 'string', format: 'binary', description: 'The file (one per request).' } },
    required: ['file'],
  },
  response: {
    201: {
      type: 'object',
      description: 'The staged file.',
      properties: {
        data: { ...stagedFile, description: 'The staged file (the first one, for a ZIP of DICOM images).' },
        files: {
          type: 'array',
          description:
            'Every file staged by this upload: the file itself, or each DICOM image of a ZIP (with or without DICOMDIR), to attach together.',
          items: stagedFile,
        },
        refused: refusedFiles,
      },
      required: ['data', 'files', 'refused'],
    },
    400: {
      ...errorResponses(400)[400],
      properties: {
        ...errorBody.properties,
        refused: {
          ...refusedFiles,
          description: 'For a ZIP none of whose DICOM images could be kept: each one and why.',
        },
      },
    },
  },
};

export const studyFileSchema = {
  tags,
  summary: 'Download or view one result file',
  description:
    "The file's bytes for whoever may see its study (a patient, their own; a doctor, their patients'). " +
    'Images, PDF and video open inline unless `download` is set. Every view and download is logged. ' +
    "A dead signed link opened by a browser answers the portal's page (HTML, 403 or 410)." +
    ' Range (one range: a resumed download, the pages a PDF reader asks for), HEAD (the same headers, no body, not logged), ' +
    'ETag and Last-Modified (If-None-Match / If-Modified-Since answer 304) work as for every download.',
  params: rowIdParam('fileId', 'The file.'),
  querystring: {
    type: 'object',
    properties: {
      download: { type: 'string', description: 'Any non-empty value: download as an attachment.' },
      ...signedLinkQuery,
    },
  },
  response: {
    ...fileResponses(
      'The file, with the media type it was stored as (told by its content when uploaded).',
      studyMediaTypes,
    ),
    ...errorResponses(404),
  },
};

export const studyZipSchema = {
  tags,
  summary: 'Download a whole study as a ZIP',
  description:
    'Every file of the study in one ZIP, streamed as it is made, for whoever may see the study. Logged.' +
    ' Range (one range: a resumed download, the pages a PDF reader asks for), HEAD (the same headers, no body, not logged), ' +
    'ETag and Last-Modified (If-None-Match / If-Modified-Since answer 304) work as for every download.',
  params: rowIdParam('studyId', 'The study.'),
  querystring: { type: 'object', properties: signedLinkQuery },
  response: {
    ...fileResponses(
      'The ZIP, stored without compression: Content-Length is known before it streams, and a Range resumes it.',
      'application/zip',
    ),
    ...errorResponses(404),
  },
};
