import type { FastifyInstance } from 'fastify';
import { roleGroups } from '../../../shared/role-groups.js';
import { unauthenticated } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { qualityIndicatorsCsv } from './indicators-csv.js';
import { qualityIndicatorsCsvSchema } from './indicators.rest-schemas.js';
import { qualityIndicators } from './indicators.service.js';

/** The quality indicators of a period as a CSV for spreadsheets, for those who read them. */
export async function qualityIndicatorsRoutes(app: FastifyInstance, options: { deps: AppDeps }) {
  const { deps } = options;
  app.get(
    '/quality-indicators.csv',
    { config: { access: roleGroups.administration }, schema: qualityIndicatorsCsvSchema },
    async (request, reply) => {
      const actor = await request.getActor();
      if (!actor) throw unauthenticated();
      const { from, to } = request.query as Record<string, unknown>;
      const view = await qualityIndicators(deps, actor, { from, to });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="indicadores-de-calidad-${view.from}-a-${view.to}.csv"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(qualityIndicatorsCsv(view));
    },
  );
}
