import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AccessRule, type Actor, describeRule, isAllowed } from '../common/actor.js';
import type { SessionEndReason } from '../../../shared/session-end.js';
import { forbidden, unauthenticated } from '../common/errors.js';
import { defaultLocale, localeFromAcceptLanguage, type Locale } from '../../../shared/locales.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; every route must say. */
    access?: AccessRule;
  }
  interface FastifyInstance {
    /** The rule of the routes a third-party plugin adds in this context (see grantPluginRoutes). */
    pluginRoutesAccess?: AccessRule;
  }
  interface FastifyRequest {
    /** The signed-in actor of the bearer token, resolved once per request. */
    getActor(): Promise<Actor | null>;
    /**
     * Whether the request carries anything that could open a session (a bearer token, or a signed
     * file link on a GET): false means getActor() answers null, known without waiting for it.
     */
    carriesCredentials(): boolean;
    /**
     * The caller's language: the signed-in user's preferred locale, else the request's
     * Accept-Language, else Spanish. Looked up once per request, when first asked (to word an error).
     */
    getLocale(): Promise<Locale>;
    /** Why the bearer token opens no session, when its holder must be told (see SessionLookup.endReason). */
    sessionEndReason(): Promise<SessionEndReason | null>;
  }
}

/**
 * Who a request's credentials stand for, while their session is open; null otherwise. The app
 * hands it in where it is assembled (auth/session-lookup.ts).
 */
export type SessionLookup = {
  /** The session of a bearer token (null without one). */
  byToken(token: string | undefined): Promise<Actor | null>;
  /** Why a token that opens no session was refused, when the user must be told (null otherwise). */
  endReason(token: string | undefined): Promise<SessionEndReason | null>;
  /** The session of a signed file link to `path` (null when the query holds none, or a bad one). */
  byLink(path: string, query: Record<string, unknown>): Promise<Actor | null>;
  /** Whether a query holds a signed file link at all (good or bad). */
  holdsLink(query: Record<string, unknown>): boolean;
  /** When an open session ends by itself (null when it is no longer open). */
  expiresAt(sessionId: number): Promise<Date | null>;
  /** The preferred locale of the user of a bearer token, whether or not its session still lives. */
  tokenLocale(token: string): Promise<string | null>;
  /** The language of an actor's user (their preferred locale). */
  localeOf(actor: Actor): Promise<Locale>;
};

/** The language of a caller: their user's preferred locale when signed in, else what `acceptLanguage` asks for, else Spanish. */
export async function callerLocale(
  sessions: SessionLookup,
  actor: Promise<Actor | null>,
  acceptLanguage: string | undefined,
): Promise<Locale> {
  const asked = localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale;
  try {
    const signedIn = await actor;
    return signedIn ? await sessions.localeOf(signedIn) : asked;
  } catch {
    // Credentials that cannot even be read (a URL that does not decode) leave the header's word.
    return asked;
  }
}

/** Every route registered so far with its access rule, for the permission snapshot test. */
export type RouteAccess = { method: string; url: string; access: string };

/**
 * One access mechanism for every REST route: a route without `config.access` cannot even be
 * registered, and the rule is enforced before the handler runs.
 */
export const routeAccess = fp(
  async (app: FastifyInstance, options: { sessions: SessionLookup; table: RouteAccess[] }) => {
    const actors = new WeakMap<FastifyRequest, Promise<Actor | null>>();
    /** A signed link (files/signed-links.ts) stands for its session on a GET, on the one path it was signed for. */
    const linkOf = (request: FastifyRequest) =>
      (request.method === 'GET' || request.method === 'HEAD') &&
      options.sessions.holdsLink((request.query ?? {}) as Record<string, unknown>);
    app.decorateRequest('carriesCredentials', function (this: FastifyRequest) {
      return this.headers.authorization !== undefined || linkOf(this);
    });
    app.decorateRequest('getActor', function (this: FastifyRequest) {
      let actor = actors.get(this);
      if (!actor) {
        const token = bearerToken(this.headers.authorization);
        actor =
          token === undefined && linkOf(this)
            ? options.sessions.byLink(this.url.split('?')[0], (this.query ?? {}) as Record<string, unknown>)
            : options.sessions.byToken(token);
        actors.set(this, actor);
      }
      return actor;
    });
    const locales = new WeakMap<FastifyRequest, Promise<Locale>>();
    app.decorateRequest('getLocale', function (this: FastifyRequest) {
      let locale = locales.get(this);
      if (!locale) {
        locale = callerLocale(
          options.sessions,
          Promise.resolve().then(() => this.getActor()),
          this.headers['accept-language'],
        );
        locales.set(this, locale);
      }
      return locale;
    });
    app.decorateRequest('sessionEndReason', function (this: FastifyRequest) {
      return options.sessions.endReason(bearerToken(this.headers.authorization));
    });

    app.addHook('onRoute', function (route) {
      const rule = route.config?.access ?? this.pluginRoutesAccess;
      if (!rule) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
      route.config = { ...route.config, access: rule };
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') options.table.push({ method, url: route.url, access: describeRule(rule) });
      }
    });

    // Before the route's schema: a caller who may not call it learns nothing about what it accepts.
    // A callback hook: a public route passes without a promise.
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.is404) return done();
      const rule = request.routeOptions.config.access;
      if (!rule) return done(forbidden());
      if (rule === 'public') return done();
      const refusal = async () => {
        const actor = await request.getActor();
        if (!isAllowed(rule, actor)) throw actor ? forbidden() : unauthenticated(await request.sessionEndReason());
      };
      refusal().then(() => done(), done);
    });
  },
);

/**
 * Gives `rule` to every route a third-party plugin (which cannot pass our route config) registers
 * inside `instance`, an encapsulated context of its own: the rule is still declared, once, by us.
 */
export function grantPluginRoutes(instance: FastifyInstance, rule: AccessRule): void {
  instance.decorate<AccessRule>('pluginRoutesAccess', rule);
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
