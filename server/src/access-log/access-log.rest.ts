import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../common/errors.js';
import type { AppDeps } from '../deps.js';
import { todayInLab } from '../common/dates.js';
import { clinicalAccessLogCsv } from './access-log.service.js';
import { accessLogCsvSchema } from './access-log.rest-schemas.js';
import { roleGroups } from '../../../shared/role-groups.js';

/** The clinical access log as a CSV for spreadsheets (admins), with the GraphQL query's filter. */
export async function accessLogRoutes(app: FastifyInstance, options: { deps: AppDeps }) {
  const { deps } = options;
  app.get(
    '/access-log.csv',
    { config: { access: roleGroups.admin }, schema: accessLogCsvSchema },
    async (request, reply) => {
      const actor = await request.getActor();
      if (!actor) throw unauthenticated();
      const { userId, patientId, from, until } = request.query as Record<string, string | undefined>;
      const csv = await clinicalAccessLogCsv(deps, actor, { userId, patientId, from, until });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="registro-de-accesos-${todayInLab()}.csv"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(csv);
    },
  );
}
