import type { GraphQLObjectType } from 'graphql';
import { Query, Resolver } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRule } from '../../../server/src/common/actor.js';
import { accessRuleOf } from '../../../server/src/graphql/access.js';
import { buildGuardedSchema } from '../../../server/src/graphql/schema.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

/** Every GraphQL operation and REST route with who may call it. A diff here is a change of who can reach what. */
function accessTable(server: TestServer): string {
  const lines: string[] = [];
  const { schema } = server.app;
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!type) continue;
    for (const name of Object.keys(type.getFields()).sort()) {
      const rule = accessRuleOf(type as GraphQLObjectType, name);
      lines.push(`graphql ${type.name}.${name}: ${rule ? describeRule(rule) : 'MISSING'}`);
    }
  }
  for (const route of [...server.app.routeTable].sort((a, b) =>
    `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`),
  )) {
    lines.push(`rest ${route.method} ${route.url}: ${route.access}`);
  }
  return `${lines.join('\n')}\n`;
}

describe('reglas de acceso de cada operación', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('toda operación GraphQL y toda ruta REST declara quién puede llamarla', async () => {
    const table = accessTable(server);
    expect(table).not.toContain('MISSING');
    await expect(table).toMatchFileSnapshot('./access-rules.snapshot.txt');
  });

  it('las operaciones que piden sesión responden UNAUTHENTICATED sin token', async () => {
    for (const operation of ['{ me { id } }', 'mutation { logout }']) {
      const result = await server.gql(operation);
      expect(result.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
      expect(result.data).toBeNull();
    }
  });

  it('un esquema con una operación sin regla declarada no llega a construirse', async () => {
    @Resolver()
    class ForgottenResolver {
      @Query(() => String)
      secret(): string {
        return 'datos clínicos';
      }
    }
    await expect(buildGuardedSchema([ForgottenResolver])).rejects.toThrow('Query.secret declares no access rule');
  });
});
