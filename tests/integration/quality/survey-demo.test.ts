import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/src/db/client.js';
import { surveyResponses } from '../../../server/src/quality/survey.tables.js';
import { demoPassword } from '../../../server/src/seed/demo-data.js';
import { startServer } from '../../../server/src/server.js';
import { testConfig } from '../../support/test-server.js';
import { PENDING } from './survey-requests.js';

const dayMs = 86_400_000;

describe('encuesta de calidad en la demostración', () => {
  // A fresh database migrated and seeded whole: half a minute on a busy machine.
  it('hay una encuesta activa contestada en los últimos 90 días por tipo de estudio y sucursal, y el paciente tiene una pendiente', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const started = await startServer(await testConfig({ seedDemo: true }), { database, listen: false });
    try {
      const responses = await database.db.select().from(surveyResponses);
      expect(responses.length).toBeGreaterThanOrEqual(10);
      expect(new Set(responses.map((row) => row.studyTypeId)).size).toBeGreaterThan(1);
      expect(new Set(responses.map((row) => row.branchOfficeId)).size).toBeGreaterThan(1);
      const ages = responses.map((row) => (Date.now() - row.answeredAt.getTime()) / dayMs);
      expect(Math.max(...ages)).toBeLessThanOrEqual(90);
      expect(Math.max(...ages)).toBeGreaterThan(60);
      const gql = async (query: string, token?: string, variables = {}) =>
        (
          await started.app.inject({
            method: 'POST',
            url: '/graphql',
            headers: token ? { authorization: `Bearer ${token}` } : {},
            payload: { query, variables },
          })
        ).json();
      const login = await gql(
        'mutation ($e: String!, $p: String!) { login(identifier: $e, password: $p) { token } }',
        undefined,
        {
          e: 'paciente@demo.mx',
          p: demoPassword,
        },
      );
      const pending = await gql(PENDING, login.data.login.token);
      expect(pending.data.pendingSurveys.totalCount).toBe(1);
      expect(pending.data.pendingSurveys.edges[0].node.questions).toHaveLength(5);
    } finally {
      await started.close();
    }
  }, 90_000);
});
