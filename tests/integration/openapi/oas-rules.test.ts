import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  description?: string;
};
type Parameter = { name: string; in: string; description?: string; required?: boolean; schema: Schema };
type Response = { description?: string; content?: Record<string, { schema: Schema }> };
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
};
type Document = {
  openapi: string;
  info: { title: string; description?: string; version: string; contact?: { name?: string; url?: string } };
  servers?: { url: string; description?: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas?: Record<string, unknown> };
};

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Every schema inside `schema`, with the name of the property that holds it (when one does). */
function* walk(schema: Schema | undefined, name = ''): Generator<[string, Schema]> {
  if (!schema || typeof schema !== 'object') return;
  yield [name, schema];
  for (const [key, child] of Object.entries(schema.properties ?? {})) yield* walk(child, key);
  yield* walk(schema.items, name);
  if (typeof schema.additionalProperties === 'object') yield* walk(schema.additionalProperties, name);
  for (const list of [schema.anyOf, schema.oneOf, schema.allOf])
    for (const child of list ?? []) yield* walk(child, name);
}

/** A field that holds a row id by its name: `id`, `idChat`, `course_id`, `patientId`… */
const isRowIdName = (name: string) => /^id$|^id[A-Z_]|[a-z]Id$|_id$/.test(name);

/** A DICOM attribute that a header carries as text (Patient ID (0010,0020)), not a row of ours. */
const isDicomTag = (schema: Schema) => /\([0-9A-F]{4},[0-9A-F]{4}\)/.test(schema.description ?? '');

/**
 * What Spectral's `oas` ruleset (recommended rules) checks, checked here without it (the CLI is not
 * a dependency of the project), plus what app developers asked of the REST document (issue 29):
 * an operationId per operation, servers, real media types, row ids as integers, no `*` parameter.
 */
describe(`el documento OpenAPI cumple las reglas "oas" de Spectral (${databaseKind()})`, () => {
  let server: TestServer;
  let document: Document;
  let operations: { name: string; path: string; method: string; operation: Operation }[];
  beforeAll(async () => {
    server = await startTestServer();
    document = (await server.inject({ method: 'GET', url: '/docs/json' })).json();
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => methods.includes(method))
        .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, path, method, operation })),
    );
  });
  afterAll(() => server.close());

  it('info-contact, info-description, oas3-api-servers, oas3-server-not-example.com, oas3-server-trailing-slash', () => {
    expect(document.info.description).toBeTruthy();
    expect(document.info.contact?.name).toBeTruthy();
    expect(document.info.contact?.url).toMatch(/^https?:\/\//);
    expect(document.servers?.length).toBeGreaterThan(0);
    for (const { url, description } of document.servers!) {
      expect(url).toMatch(/^https?:\/\/[^/]/);
      expect(url).not.toMatch(/example\.com/);
      expect(url).not.toMatch(/\/$/);
      expect(description).toBeTruthy();
    }
  });

  it('operation-operationId, operation-operationId-unique, operation-operationId-valid-in-url', () => {
    expect(operations.length).toBeGreaterThanOrEqual(18);
    for (const { name, operation } of operations) {
      expect(operation.operationId, name).toMatch(/^[a-z][A-Za-z0-9]*$/);
    }
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(document.paths['/chat-message/{idChat}'].get.operationId).toBe('getChatMessageByIdChat');
  });

  it('operation-description, operation-tags, operation-tag-defined, tag-description, openapi-tags', () => {
    const defined = new Set(document.tags.map((tag) => tag.name));
    expect(defined.size).toBe(document.tags.length);
    for (const tag of document.tags) expect(tag.description, tag.name).toBeTruthy();
    for (const { name, operation } of operations) {
      expect(operation.description, name).toBeTruthy();
      expect(operation.summary, name).toBeTruthy();
      expect(operation.tags?.length, name).toBeGreaterThan(0);
      for (const tag of operation.tags!) expect(defined.has(tag), `${name}: tag ${tag}`).toBe(true);
    }
  });

  it('path-params, operation-parameters, path-keys-no-trailing-slash, path-not-include-query: y ningún parámetro "*"', () => {
    for (const { name, path, operation } of operations) {
      expect(path === '/' || !path.endsWith('/'), name).toBe(true);
      expect(path, name).not.toContain('?');
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const parameters = operation.parameters ?? [];
      const declared = parameters.filter((parameter) => parameter.in === 'path');
      expect(declared.map((parameter) => parameter.name).sort(), name).toEqual([...inPath].sort());
      for (const parameter of declared) expect(parameter.required, `${name} ${parameter.name}`).toBe(true);
      const keys = parameters.map((parameter) => `${parameter.in}:${parameter.name}`);
      expect(new Set(keys).size, name).toBe(keys.length);
      for (const parameter of parameters) {
        expect(parameter.name, name).toMatch(/^[A-Za-z_][\w-]*$/);
        expect(parameter.description ?? parameter.schema.description, `${name} ${parameter.name}`).toBeTruthy();
      }
    }
    expect(Object.keys(document.paths)).toContain('/files/public/{path}');
  });

  it('operation-success-response, oas3-operation-security-defined; cada respuesta con cuerpo dice su tipo de medio real', () => {
    const schemes = Object.keys(document.components.securitySchemes);
    for (const { name, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => /^[23]\d\d$/.test(status)),
        name,
      ).toBe(true);
      for (const requirement of operation.security ?? [])
        for (const scheme of Object.keys(requirement)) expect(schemes, name).toContain(scheme);
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(response.description, `${name} ${status}`).toBeTruthy();
        if (status === '204' || status === '304') continue;
        const types = Object.keys(response.content ?? {});
        expect(types.length, `${name} ${status}`).toBeGreaterThan(0);
        // A download names the types it sends; only a chat attachment is whatever was sent.
        if (name !== 'GET /chat-message/{idChat}' && !name.startsWith('GET /chat-files/'))
          expect(types, `${name} ${status}`).not.toContain('*/*');
      }
    }
    const zip = document.paths['/studies/{studyId}/zip'].get.responses;
    expect(Object.keys(zip['200'].content!)).toEqual(['application/zip']);
    expect(Object.keys(zip['206'].content!)).toEqual(['application/zip']);
    expect(Object.keys(zip['416'].content!)).toEqual(['application/json']);
    expect(Object.keys(document.paths['/files/{fileId}'].get.responses['200'].content!)).toEqual(
      expect.arrayContaining(['application/pdf', 'image/jpeg', 'application/dicom', 'application/zip']),
    );
  });

  it('los ids de fila se declaran enteros: parámetros de ruta, de consulta y campos de las respuestas', () => {
    const notIntegers: string[] = [];
    for (const { name, operation } of operations) {
      for (const parameter of operation.parameters ?? [])
        if (isRowIdName(parameter.name) && parameter.schema.type !== 'integer')
          notIntegers.push(`${name} ${parameter.in} ${parameter.name}`);
      for (const [status, response] of Object.entries(operation.responses))
        for (const { schema } of Object.values(response.content ?? {}))
          for (const [field, child] of walk(schema))
            if (isRowIdName(field) && !isDicomTag(child) && ![child.type].flat().includes('integer'))
              notIntegers.push(`${name} ${status} ${field}`);
    }
    expect(notIntegers).toEqual([]);
  });

  it('oas3-unused-component: ningún componente sin usar', () => {
    const text = JSON.stringify(document.paths);
    for (const name of Object.keys(document.components.schemas ?? {}))
      expect(text, name).toContain(`#/components/schemas/${name}`);
  });

  it('typed-enum, duplicated-entry-in-enum, no-script-tags-in-markdown, no-eval-in-markdown', () => {
    const text = JSON.stringify(document);
    expect(text).not.toMatch(/<script/i);
    expect(text).not.toMatch(/eval\(/);
    for (const { name, operation } of operations) {
      const schemas = [
        ...(operation.parameters ?? []).map((parameter) => parameter.schema),
        ...Object.values(operation.requestBody?.content ?? {}).map((body) => body.schema),
        ...Object.values(operation.responses).flatMap((response) =>
          Object.values(response.content ?? {}).map((body) => body.schema),
        ),
      ];
      for (const [field, schema] of schemas.flatMap((root) => [...walk(root)])) {
        if (!schema.enum) continue;
        expect(new Set(schema.enum.map((value) => JSON.stringify(value))).size, `${name} ${field}`).toBe(
          schema.enum.length,
        );
        const types = [schema.type].flat().filter(Boolean);
        for (const value of schema.enum)
          if (types.length > 0)
            expect(
              types.some((type) =>
                type === 'null' ? value === null : type === 'integer' ? Number.isInteger(value) : typeof value === type,
              ),
              `${name} ${field} ${JSON.stringify(value)}`,
            ).toBe(true);
      }
    }
  });
});
