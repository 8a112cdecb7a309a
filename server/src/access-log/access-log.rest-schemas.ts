import { accessLogFilterSchema } from '../../../shared/validation/access-log.js';
import { restPropertiesOf } from '../http/rest-input-schema.js';
import { binaryResponse, errorResponses } from '../http/rest-schemas.js';

/** JSON schema of the clinical access log's CSV (access-log.rest.ts); the filter is GraphQL's. */

export const accessLogCsvSchema = {
  tags: ['Access log'],
  summary: 'The clinical access log as CSV',
  description:
    'Every view, download and refusal of clinical data matching the filter (all optional), newest first, ' +
    'as a CSV with Spanish headers and times in America/Mexico_City, for spreadsheets. A wrong filter answers 400.',
  querystring: {
    type: 'object',
    // No types here: the filter goes to the shared yup schema as is, whose messages are more precise
    // than a schema's (a repeated parameter, an impossible date, a range the wrong way round).
    properties: restPropertiesOf(
      accessLogFilterSchema,
      { userId: 'userId', patientId: 'patientId', from: 'from', until: 'until' },
      { untyped: true },
    ),
  },
  response: { 200: binaryResponse('The CSV (UTF-8).', 'text/csv'), ...errorResponses(400) },
};
