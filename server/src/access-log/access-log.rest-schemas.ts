import { binaryResponse, errorResponses } from '../http/rest-schemas.js';

/** JSON schema of the clinical access log's CSV (access-log.rest.ts); the filter is GraphQL's. */

// No types here: the filter goes to the shared yup schema as is, whose messages are more precise
// than a schema's (a repeated parameter, an impossible date, a range the wrong way round).
const day = (description: string) =>
  ({ description: `${description} YYYY-MM-DD, a day in America/Mexico_City, included.` }) as const;

export const accessLogCsvSchema = {
  tags: ['Access log'],
  summary: 'The clinical access log as CSV',
  description:
    'Every view, download and refusal of clinical data matching the filter (all optional), newest first, ' +
    'as a CSV with Spanish headers and times in America/Mexico_City, for spreadsheets. A wrong filter answers 400.',
  querystring: {
    type: 'object',
    properties: {
      userId: { description: 'Only what this user did (a user id).' },
      patientId: { description: 'Only data of this patient (a patient id).' },
      from: day('First day.'),
      until: day('Last day.'),
    },
  },
  response: { 200: binaryResponse('The CSV (UTF-8).', 'text/csv'), ...errorResponses(400) },
};
