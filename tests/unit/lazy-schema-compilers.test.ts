import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazySchemaCompilers } from '../../server/src/http/lazy-schema-compilers.js';

/** A Fastify app with the server's compilers and one route per schema given. */
async function appWith(schemas: Record<string, object>) {
  const compilers = lazySchemaCompilers();
  const app = Fastify({ schemaController: { compilersFactory: compilers.compilersFactory } });
  for (const [path, schema] of Object.entries(schemas))
    app.post(path, { schema }, async (request) => ({ got: request.body, extra: 'not in the answer' }));
  await app.ready();
  return { app, compilers };
}

const note = {
  body: { type: 'object', required: ['text'], properties: { text: { type: 'string', maxLength: 5 } } },
  response: {
    200: { type: 'object', properties: { got: { type: 'object', properties: { text: { type: 'string' } } } } },
  },
};

describe('los esquemas de las rutas se compilan al usarse por primera vez', () => {
  it('valida y serializa como siempre: el error de validación llega, la respuesta solo lleva lo que dice su esquema', async () => {
    const { app } = await appWith({ '/notes': note });
    const refused = await app.inject({ method: 'POST', url: '/notes', payload: { text: 'demasiado largo' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('body/text must NOT have more than 5 characters');
    const missing = await app.inject({ method: 'POST', url: '/notes', payload: {} });
    expect(missing.json().message).toBe("body must have required property 'text'");
    const taken = await app.inject({ method: 'POST', url: '/notes', payload: { text: 'hola' } });
    expect(taken.json()).toEqual({ got: { text: 'hola' } });
    await app.close();
  });

  it('un esquema que no compila no detiene el arranque: compileRest, que el servidor corre al escuchar, lo informa', async () => {
    const { app, compilers } = await appWith({ '/notes': note, '/broken': { body: { type: 'nonsense' } } });
    await expect(compilers.compileRest()).rejects.toThrow(/schema is invalid: data\/type must be/);
    expect((await app.inject({ method: 'POST', url: '/notes', payload: { text: 'hola' } })).statusCode).toBe(200);
    await app.close();
  });

  it('los nombres de encabezado de un esquema van en minúsculas, como los da Node: otro se rechaza al registrar la ruta', async () => {
    await expect(
      appWith({ '/pay': { headers: { type: 'object', properties: { 'Idempotency-Key': { type: 'string' } } } } }),
    ).rejects.toThrow('header "Idempotency-Key" in its schema must be written in lower case');
    const { app } = await appWith({
      '/pay': {
        headers: {
          type: 'object',
          required: ['idempotency-key'],
          properties: { 'idempotency-key': { type: 'string' } },
        },
      },
    });
    const answer = await app.inject({ method: 'POST', url: '/pay', headers: { 'Idempotency-Key': 'k1' }, payload: {} });
    expect(answer.statusCode).toBe(200);
    await app.close();
  });
});
