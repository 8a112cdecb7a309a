import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../common/errors.js';

/** Requests per minute and address: every HTTP request, WebSocket opening and WebSocket operation. */
export type RequestLimiter = {
  /**
   * Counts one request of `address`; throws TOO_MANY_REQUESTS (and when to retry) over the budget.
   * Synchronous: it runs before every request, and a promise per request costs more than the count.
   */
  consume(address: string): void;
};

/** The budget's window: a calendar minute, the same on every instance (shared-request-limit.ts). */
export const requestWindowMs = 60_000;

/** Seconds until the window `window` ends, at least one: the Retry-After of a refusal. */
export function secondsLeftIn(window: number): number {
  return Math.max(1, Math.ceil(((window + 1) * requestWindowMs - Date.now()) / 1000));
}

/**
 * The flood guard of an instance alone (the embedded database): counted in memory, per calendar
 * minute. Instances on a PostgreSQL server share one budget per address instead
 * (shared-request-limit.ts).
 */
export function createRequestLimiter(perMinute: number): RequestLimiter {
  let window = Math.floor(Date.now() / requestWindowMs);
  let counts = new Map<string, number>();
  return {
    consume(address) {
      const now = Math.floor(Date.now() / requestWindowMs);
      // A new minute forgets the last one's addresses all at once: nothing to sweep.
      if (now !== window) {
        window = now;
        counts = new Map();
      }
      const used = counts.get(address) ?? 0;
      if (used >= perMinute) throw tooManyRequests(secondsLeftIn(window));
      counts.set(address, used + 1);
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: outside the request budget (the load balancer's health probes, http/health.ts). */
    requestLimit?: false;
  }
}

/** Requests counted before Fastify saw them (by the kept-answer lane, which then handed them on). */
export const countedRequests = new WeakSet<IncomingMessage>();

/** Applies the request budget to every HTTP request before anything else runs. */
export const requestLimit = fp(async (app: FastifyInstance, options: { limiter: RequestLimiter }) => {
  app.addHook('onRequest', (request, _reply, done) => {
    if (countedRequests.has(request.raw) || request.routeOptions.config.requestLimit === false) return done();
    try {
      options.limiter.consume(request.ip);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
});

/** The client address of a raw request (a WebSocket upgrade), as Fastify's request.ip reads it. */
export function addressOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || request.socket.remoteAddress || '';
}
