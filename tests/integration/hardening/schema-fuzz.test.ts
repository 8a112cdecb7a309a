import { buildClientSchema, getIntrospectionQuery, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '../../../shared/error-codes.js';
import { captureLogs } from '../../support/hardening.js';
import { fuzzCases, type FuzzCase } from '../../support/schema-fuzz.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

// Mutations run for real: on the shared PostgreSQL database of a test run they could touch other
// files' rows, so the fuzz runs on each file's own PGlite.
describe.skipIf(databaseKind() !== 'PGlite')(
  'cada consulta y mutación con argumentos extremos: nunca un error del servidor',
  () => {
    let server: TestServer;
    let cases: FuzzCase[];
    const logs = captureLogs();
    beforeAll(async () => {
      server = await startTestServer({ logLevel: 'info', rateLimitPerMinute: 1_000_000 }, { logStream: logs.stream });
      const admin = await server.signedIn('admin');
      const introspection = await server.gql<IntrospectionQuery>(getIntrospectionQuery(), undefined, admin.token);
      // Both logouts end the session the other cases run with.
      cases = fuzzCases(buildClientSchema(introspection.data!), new Set(['logout', 'logoutWithIdentityProvider']));
    });
    afterAll(() => server.close());

    const run = async (token: string | undefined) => {
      const failures: string[] = [];
      for (const { field, label, query, variables } of cases) {
        const result = await server.gql(query, variables, token);
        const codes = (result.errors ?? []).map((error) => error.extensions?.code);
        // GraphQL over HTTP: an operation that ran answers 200 with `data` (errors beside it); a
        // request refused before running answers 4xx without `data`.
        const ran = 'data' in result;
        const statusFits = ran ? result.status === 200 : result.status >= 400 && result.status < 500;
        if (
          result.status >= 500 ||
          !statusFits ||
          codes.includes('INTERNAL_SERVER_ERROR') ||
          !codes.every(isErrorCode)
        ) {
          failures.push(`${field} ${label}: ${result.status} ${JSON.stringify(result.errors).slice(0, 200)}`);
        }
      }
      return failures;
    };

    it('como administrador y sin sesión: cada respuesta es un dato o un error con un código de cliente de la lista cerrada, con 200 si la operación corrió', async () => {
      expect(cases.length).toBeGreaterThan(500);
      const admin = await server.signedIn('admin');
      expect(await run(admin.token)).toEqual([]);
      expect(await run(undefined)).toEqual([]);
      expect(logs.lines.filter((line) => /"level":(50|60)/.test(line)).map((line) => line.slice(0, 400))).toEqual([]);
    }, 300_000);
  },
);
