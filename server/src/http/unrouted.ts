import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../common/errors.js';

/**
 * The paths the routes take, with their methods, kept as routes are registered: what answers a
 * request that no route takes.
 */
export type RoutedPaths = {
  /** The methods the routes of this concrete path take, sorted; none when no route has it. */
  methodsOf(path: string): string[];
  /**
   * Whether a GET that only the SPA's catch-all took is an API call, to answer as one: it accepts
   * JSON, or its path is under a REST route's first segment (/chat/…, /studies/…), unless it is a
   * browser's navigation (it accepts HTML), which always gets the portal's page.
   */
  isApiCall(request: FastifyRequest): boolean;
};

/** The registry itself: the routes' plugin adds to it, the rest of the app only reads it. */
export type RoutedPathRegistry = RoutedPaths & { add(url: string, methods: readonly string[]): void };

type RoutedPath = { pattern: RegExp; methods: Set<string> };

/** A route's url as a pattern of concrete paths (`:name` one segment, `*` the rest). */
const patternOf = (url: string) =>
  new RegExp(
    `^${url
      .split(/(:\w+|\*)/)
      .map((part) =>
        part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('')}$`,
  );

const firstSegment = (path: string) => path.split('/')[1] ?? '';

export function createRoutedPaths(): RoutedPathRegistry {
  const byUrl = new Map<string, RoutedPath>();
  const prefixes = new Set<string>();
  return {
    add(url, methods) {
      // A route for any path (the SPA's pages) says nothing about a path's own methods.
      if (url === '/*' || url === '*') return;
      const entry = byUrl.get(url) ?? { pattern: patternOf(url), methods: new Set<string>() };
      byUrl.set(url, entry);
      for (const method of methods) entry.methods.add(method);
      const prefix = firstSegment(url);
      if (prefix && !/^[:*]/.test(prefix)) prefixes.add(prefix);
    },
    methodsOf(path) {
      const methods = new Set<string>();
      for (const { pattern, methods: taken } of byUrl.values())
        if (pattern.test(path)) for (const method of taken) methods.add(method);
      return [...methods].sort();
    },
    isApiCall(request) {
      const accept = request.headers.accept ?? '';
      if (/\b(?:text\/html|application\/xhtml\+xml)\b/i.test(accept)) return false;
      return (
        /\bapplication\/(?:[\w.-]+\+)?json\b/i.test(accept) || prefixes.has(firstSegment(request.url.split('?')[0]))
      );
    },
  };
}

/**
 * Keeps `paths` as routes are registered and answers every request no route takes (and every API
 * call the SPA's catch-all hands over): 405 with `Allow` when the path has routes for other
 * methods, 404 otherwise, as JSON `{ message, code }` through the error handler.
 */
export const unrouted = fp(async (app: FastifyInstance, options: { paths: RoutedPathRegistry }) => {
  app.addHook('onRoute', (route) => options.paths.add(route.url, [route.method].flat()));
  app.setNotFoundHandler(async (request, reply) => {
    const allowed = options.paths.methodsOf(request.url.split('?')[0]);
    if (allowed.length === 0) throw notFound();
    reply.header('allow', allowed.join(', '));
    throw Object.assign(new Error('Method not allowed'), { statusCode: 405 });
  });
});
