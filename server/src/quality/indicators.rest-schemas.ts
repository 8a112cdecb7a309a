import { qualityRangeSchema } from '../../../shared/validation/quality.js';
import { restPropertiesOf } from '../http/rest-input-schema.js';
import { binaryResponse, errorResponses } from '../http/rest-schemas.js';

/** JSON schema of the quality indicators' CSV (indicators.rest.ts); the period is GraphQL's. */

export const qualityIndicatorsCsvSchema = {
  tags: ['Quality indicators'],
  summary: 'The quality indicators as CSV',
  description:
    'The quality indicators of the period with their targets, and their breakdowns (surveys per study type and ' +
    'branch office, turnaround per study type, deliveries per month, results expired unread), as a CSV with Spanish ' +
    'headers. Admins, laboratory and office-admin. A wrong period answers 400. Days are YYYY-MM-DD in ' +
    'America/Mexico_City, both included.',
  querystring: {
    type: 'object',
    // No types here: the period goes to the shared yup schema as is, whose messages are more precise.
    properties: restPropertiesOf(qualityRangeSchema, { from: 'from', to: 'to' }, { untyped: true }),
  },
  response: { 200: binaryResponse('The CSV (UTF-8).', 'text/csv'), ...errorResponses(400) },
};
