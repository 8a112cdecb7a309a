import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLID, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { describe, expect, it } from 'vitest';
import { testOperationRules } from '../support/operation-rules.js';
import { messages } from '../../shared/messages.js';
import { notFound, serviceUnavailable } from '../../server/src/common/errors.js';
import { compiledOperations } from '../../server/src/graphql/compiled-execution.js';
import type { GqlContext } from '../../server/src/graphql/context.js';
import { postedOperations } from '../../server/src/graphql/posted-operation.js';
import { validatedDocuments } from '../../server/src/graphql/validated-documents.js';

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      greeting: {
        type: GraphQLString,
        args: { name: { type: GraphQLString } },
        resolve: (_, { name }) => `hola ${name}`,
      },
      missing: { type: GraphQLString, resolve: () => Promise.reject(notFound()) },
      away: { type: GraphQLString, resolve: () => Promise.reject(serviceUnavailable()) },
      echo: { type: GraphQLString, args: { id: { type: new GraphQLNonNull(GraphQLID) } }, resolve: (_, { id }) => id },
    },
  }),
  subscription: new GraphQLObjectType({ name: 'Subscription', fields: { ticks: { type: GraphQLString } } }),
});
const rules = testOperationRules();
const app = { log: { error: () => {} } } as unknown as FastifyInstance;

/** A POSTed operation's answer without Apollo, or undefined when the request is left to Apollo. */
function answerOf(
  body: unknown,
  {
    headers = { 'content-type': 'application/json' },
    method = 'POST',
    context = async () => ({}) as GqlContext,
  }: { headers?: Record<string, string>; method?: string; context?: () => Promise<GqlContext> } = {},
) {
  const sent: { status?: number; type?: string; headers: Record<string, string> } = { headers: {} };
  const reply = {
    code(status: number) {
      sent.status = status;
      return reply;
    },
    type(type: string) {
      sent.type = type;
      return reply;
    },
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
  } as unknown as FastifyReply;
  const posted = postedOperations({
    app,
    documents: validatedDocuments(schema, rules),
    operations: compiledOperations(schema),
    rules,
    context,
  });
  return posted
    .answer({ method, headers, body } as unknown as FastifyRequest, reply)
    .then((text) => (text === undefined ? undefined : { ...sent, body: JSON.parse(text) }));
}

describe('operaciones enviadas por POST sin el recorrido de Apollo', () => {
  it('responde una consulta con sus variables, en el tipo que pide Accept', async () => {
    expect(await answerOf({ query: 'query ($n: String) { greeting(name: $n) }', variables: { n: 'Ana' } })).toEqual({
      status: 200,
      type: 'application/json; charset=utf-8',
      headers: {},
      body: { data: { greeting: 'hola Ana' } },
    });
    const typed = await answerOf(
      { query: '{ greeting }' },
      {
        headers: {
          'content-type': 'application/json; charset=utf-8',
          accept: 'application/graphql-response+json, application/json;q=0.9',
        },
      },
    );
    expect(typed?.type).toBe('application/graphql-response+json; charset=utf-8');
  });

  it('los errores de un resolver salen con su mensaje y código; la base de datos lejos, con 503 y Retry-After', async () => {
    expect(await answerOf({ query: '{ greeting missing }' })).toMatchObject({
      status: 200,
      body: {
        data: { greeting: 'hola undefined', missing: null },
        errors: [{ message: messages.notFound, path: ['missing'], extensions: { code: 'NOT_FOUND' } }],
      },
    });
    expect(await answerOf({ query: '{ away }' })).toMatchObject({
      status: 503,
      headers: { 'retry-after': '1' },
      body: { errors: [{ message: messages.serviceUnavailable, extensions: { code: 'SERVICE_UNAVAILABLE' } }] },
    });
  });

  it.each([
    ['una petición GET', { query: '{ greeting }' }, { method: 'GET' }],
    ['un envío de archivos', { query: '{ greeting }' }, { headers: { 'content-type': 'multipart/form-data' } }],
    ['extensiones (una consulta persistida)', { query: '{ greeting }', extensions: {} }, {}],
    ['un documento que no es válido', { query: '{ farewell }' }, {}],
    ['un documento mal escrito', { query: '{ greeting ' }, {}],
    ['una operación que no está en el documento', { query: 'query A { greeting }', operationName: 'B' }, {}],
    ['una suscripción', { query: 'subscription { ticks }' }, {}],
    ['variables rechazadas', { query: 'query ($id: ID!) { echo(id: $id) }', variables: {} }, {}],
    ['texto inservible', { query: 'query ($n: String) { greeting(name: $n) }', variables: { n: 'a\u0000' } }, {}],
    [
      'un Accept sin JSON',
      { query: '{ greeting }' },
      { headers: { 'content-type': 'application/json', accept: 'text/html' } },
    ],
    [
      'una sesión que la base de datos no pudo leer',
      { query: '{ greeting }' },
      { context: () => Promise.reject(new Error('sin conexión')) },
    ],
  ])('deja a Apollo %s', async (_case, body, options) => {
    expect(await answerOf(body, options)).toBeUndefined();
  });
});
