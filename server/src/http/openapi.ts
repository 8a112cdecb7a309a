import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessRule } from '../common/actor.js';
import { errorResponses, rowIdMark } from './rest-schemas.js';
import { grantPluginRoutes } from './route-access.js';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The multipart form a route reads with request.parts(), for the document only: as `body` it
     * would make Fastify validate a body that @fastify/multipart leaves unread, in a stream.
     */
    multipartForm?: Record<string, unknown>;
  }
}

/** What a reader of /docs is told about who may call a route, from its `config.access`. */
function whoMayCall(rule: AccessRule): string {
  if (rule === 'public') return 'anyone; no token needed';
  if (rule === 'authenticated') return 'any signed-in user (bearer token)';
  return `signed-in users whose role is ${rule.join(', ')} (bearer token)`;
}

declare module 'fastify' {
  interface FastifySchema {
    /** The operation's name in /docs/json; derived from the method and path when not given. */
    operationId?: string;
  }
}

/** `GET /chat-message/:idChat` → `getChatMessageByIdChat`: unique, since method and path are. */
export function operationIdOf(method: string, url: string): string {
  const camel = (text: string) => text.replace(/[-_.](\w)/g, (_match, letter: string) => letter.toUpperCase());
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const words = url
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${capital(camel(segment.slice(1)))}` : capital(camel(segment))));
  return method.toLowerCase() + words.join('');
}

type Params = { properties?: Record<string, Record<string, unknown>>; required?: string[] } & Record<string, unknown>;

/** Row ids, kept as text for the server to answer 404 (or its own message) to a malformed one, as the positive integers a client sends. */
function documentedIds(params: Params): Params {
  const properties = Object.fromEntries(
    Object.entries(params.properties ?? {}).map(([name, property]) => [
      name,
      property.$comment === rowIdMark
        ? { type: 'integer', minimum: 1, maximum: 2147483647, description: property.description }
        : property,
    ]),
  );
  return { ...params, properties };
}

/**
 * What a route's path and parameters look like in the document: the wildcard as a named `path`
 * parameter (OpenAPI has no `*`), and row ids in the path and query string as integers.
 */
function documentedPath(url: string, schema: FastifySchema): { url: string; schema: FastifySchema } {
  const params = schema.params as Params | undefined;
  const querystring = schema.querystring as Params | undefined;
  const documented: FastifySchema = {
    ...schema,
    ...(querystring?.properties ? { querystring: documentedIds(querystring) } : {}),
  };
  if (!params?.properties) return { url, schema: documented };
  const ids = documentedIds(params);
  const wildcard = url.endsWith('*');
  const properties = Object.fromEntries(
    Object.entries(ids.properties!).map(([name, property]) => [name === '*' ? 'path' : name, property]),
  );
  const required = [...(params.required ?? []), ...(wildcard ? ['path'] : [])].filter((name) => name !== '*');
  return {
    url: wildcard ? `${url.slice(0, -1)}:path` : url,
    schema: { ...documented, params: { ...ids, properties, required } },
  };
}

/**
 * The OpenAPI document of the REST compatibility routes at /docs/json and its reader at /docs.
 * Served in production too: it describes the routes the published mobile app already calls,
 * public knowledge of a public API, and says nothing about data. GraphQL has its own contract
 * (schema.graphql, Sandbox), so /graphql stays out of it.
 */
export const openApi = fp(async (app: FastifyInstance, options: { publicUrl: string }) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Portal del laboratorio: REST compatibility API',
        version: '1.0.0',
        contact: { name: 'Portal del laboratorio', url: options.publicUrl },
        description:
          'The routes the existing mobile app and the old portal call (legacy names and shapes). ' +
          'New clients use GraphQL at /graphql. Bodies are JSON unless a route says multipart/form-data. ' +
          "Error messages are in the caller's language (the user's preferred locale, else Accept-Language, else " +
          "Spanish), with their Spanish source as `messageKey`, and meant to be shown; dates and hours are in the lab's time zone, " +
          'America/Mexico_City; money is MXN, IVA included.',
      },
      servers: [{ url: options.publicUrl, description: 'This portal (REST routes sit at its root).' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              "Authorization: Bearer <token>, the token GraphQL's login mutation answers. " +
              'It ends on sign-out, expiry or account deactivation: then every route answers 401.',
          },
        },
      },
      tags: [
        { name: 'Health', description: 'Probes for load balancers and orchestrators: liveness and readiness.' },
        { name: 'Session', description: 'Whether the stored session still works.' },
        { name: 'Chat', description: 'Patient chats with the staff who treat them.' },
        { name: 'Courses', description: 'Public course catalogue, enrolment checks and card payment.' },
        { name: 'Studies', description: 'Result files of the virtual lab.' },
        { name: 'Files', description: "Public images and the rich-text editor's image upload." },
        { name: 'Access log', description: 'The clinical access log for admins.' },
        { name: 'Quality indicators', description: 'Quality survey indicators for the lab staff, as CSV.' },
        { name: 'Share links', description: "A share link's files, for its recipient (no account needed)." },
        { name: 'Support', description: "Support requests' attachments (the requests themselves are in GraphQL)." },
      ],
    },
    transform: ({ schema, url, route }) => {
      if (url === '/graphql') return { schema: { ...schema, hide: true }, url };
      if (!schema || schema.hide) return { schema, url };
      const documented = documentedPath(url, schema);
      const method = [route.method].flat().find((name) => name !== 'HEAD') ?? 'GET';
      const json = (schema.body as { content?: Record<string, unknown> } | undefined)?.content ?? {};
      const body = schema.multipartForm
        ? { content: { ...json, 'multipart/form-data': { schema: schema.multipartForm } } }
        : schema.body;
      return {
        schema: {
          ...documented.schema,
          operationId: schema.operationId ?? operationIdOf(method, documented.url),
          ...(body ? { body } : {}),
        },
        url: documented.url,
      };
    },
  });

  // Every documented route also answers the flood guard's 429 (health probes are outside it), a
  // 500 and the 503 of a database out of reach, and by its access rule a 401 and a 403: declared
  // here once, from the rule the route already states, not per route.
  app.addHook('onRoute', (route) => {
    const schema: FastifySchema | undefined = route.schema;
    const rule = route.config?.access;
    if (!schema?.response || schema.hide || !rule) return;
    const limited = route.config?.requestLimit !== false;
    const statuses = [
      ...(rule === 'public' ? [] : rule === 'authenticated' ? [401] : [401, 403]),
      ...(limited ? [429] : []),
      500,
      503,
    ];
    route.schema = {
      ...schema,
      description: `${schema.description ?? ''}\n\nWho may call it: ${whoMayCall(rule)}.`.trim(),
      security: rule === 'public' ? [] : [{ bearerAuth: [] }],
      response: { ...errorResponses(...statuses), ...(schema.response as object) },
    };
  });

  // The reader works under the portal's own CSP, unchanged: swagger-ui 6 loads its scripts from
  // /docs/static (script-src 'self', no inline script) and its inline styles are already allowed.
  await app.register(async (docs) => {
    grantPluginRoutes(docs, 'public');
    await docs.register(fastifySwaggerUi, {
      routePrefix: '/docs',
      // No badge from validator.swagger.io: the page loads nothing from outside the portal.
      uiConfig: { validatorUrl: null, deepLinking: true },
      theme: { title: 'Portal del laboratorio: REST API' },
    });
  });
});
