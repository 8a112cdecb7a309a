import type { FastifyServerOptions } from 'fastify';
import { createRequire } from 'node:module';
import { setImmediate } from 'node:timers/promises';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Serialize = (data: unknown) => string;
type RouteSchema = { schema: unknown; httpPart?: string; method?: string; url?: string };
type Factory<F> = (...args: unknown[]) => (route: RouteSchema) => F;

/** Fastify's own default compilers, the versions it depends on (ajv, fast-json-stringify). */
const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
const defaultValidators = fromFastify('@fastify/ajv-compiler') as () => Factory<Validate>;
const defaultSerializers = fromFastify('@fastify/fast-json-stringify-compiler') as () => Factory<Serialize>;

/**
 * Fastify's validators and serializers, each compiled at its first use instead of when the
 * routes are registered: compiling all of them (ajv and fast-json-stringify, some 400 schemas)
 * was 0.6 s of CPU of a 3.3 s restart. `compileRest` compiles those no request has needed yet, one
 * per turn of the event loop, once the server listens, so a schema that does not compile is
 * still reported right after the start (it was a start that failed).
 *
 * With a compiler of its own Fastify leaves a route's header schema as it is, where its default
 * lower-cases the header names (Node's own spelling): header names in schemas must be written in
 * lower case, which is checked here as each route is registered.
 */
export function lazySchemaCompilers() {
  const pending = new Set<() => unknown>();
  let stopped = false;
  const lazily =
    <F extends (data: unknown) => unknown>(factory: Factory<F>, afterCall?: (compiled: F, lazy: F) => void) =>
    (...factoryArgs: unknown[]) => {
      let compiler: ((route: RouteSchema) => F) | undefined;
      return (route: RouteSchema): F => {
        if (route.httpPart === 'headers') refuseUpperCaseHeaders(route);
        let compiled: F | undefined;
        const compile = () => {
          pending.delete(compile);
          return (compiled ??= (compiler ??= factory(...factoryArgs))(route));
        };
        pending.add(compile);
        const lazy = ((data: unknown) => {
          const target = compiled ?? compile();
          const result = target(data);
          afterCall?.(target, lazy);
          return result;
        }) as F;
        return lazy;
      };
    };
  return {
    compilersFactory: {
      // Fastify reads a failed validation's errors from the function it called.
      buildValidator: lazily<Validate>(defaultValidators(), (compiled, lazy) => {
        lazy.errors = compiled.errors;
      }),
      buildSerializer: lazily<Serialize>(defaultSerializers()),
    } as unknown as CompilersFactory,
    /** Compiles every schema no request has needed yet, one per turn of the event loop, until `stop`. */
    async compileRest(): Promise<void> {
      for (const compile of [...pending]) {
        if (stopped) return;
        if (!pending.has(compile)) continue;
        compile();
        await setImmediate();
      }
    },
    /** Ends compileRest (the server is closing). */
    stop() {
      stopped = true;
    },
  };
}

function refuseUpperCaseHeaders({ schema, method, url }: RouteSchema) {
  const { properties = {}, required = [] } = (schema ?? {}) as { properties?: object; required?: string[] };
  const names = [...Object.keys(properties), ...required];
  const spelled = names.find((name) => name !== name.toLowerCase());
  if (spelled) throw new Error(`${method} ${url}: header "${spelled}" in its schema must be written in lower case`);
}
