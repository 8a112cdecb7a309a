import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../common/errors.js';

/** Requests per minute and address: every HTTP request, WebSocket opening and WebSocket operation. */
export type RequestLimiter = {
  /** Counts one request of `address`; fails with TOO_MANY_REQUESTS (and when to retry) over the budget. */
  consume(address: string): Promise<void>;
};

/**
 * The flood guard of an instance alone (the embedded database): counted in memory. Instances on a
 * PostgreSQL server share one budget per address instead (shared-request-limit.ts).
 */
export function createRequestLimiter(perMinute: number): RequestLimiter {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60, keyPrefix: 'requests' });
  return {
    async consume(address) {
      try {
        await limiter.consume(address);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyRequests(Math.ceil(error.msBeforeNext / 1000));
        throw error;
      }
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: outside the request budget (the load balancer's health probes, http/health.ts). */
    requestLimit?: false;
  }
}

/** Applies the request budget to every HTTP request before anything else runs. */
export const requestLimit = fp(async (app: FastifyInstance, options: { limiter: RequestLimiter }) => {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.requestLimit === false) return;
    await options.limiter.consume(request.ip);
  });
});

/** The client address of a raw request (a WebSocket upgrade), as Fastify's request.ip reads it. */
export function addressOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers['x-forwarded-for'] : undefined;
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || request.socket.remoteAddress || '';
}
