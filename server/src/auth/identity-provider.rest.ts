import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { identityProviderPaths } from '../../../shared/identity-provider.js';
import type { AppDeps } from '../deps.js';
import {
  configuredProvider,
  finishIdentityProviderSignIn,
  finishPageUrl,
  IdentityProviderRefusal,
  startIdentityProviderSignIn,
} from './identity-provider.service.js';

/** The cookie that binds a sign-in under way to the browser that started it. */
const cookieName = 'portal_identity_provider';
const cookieSeconds = 10 * 60;

// Browser redirects, not an API for apps: out of the OpenAPI document.
const startSchema = {
  hide: true,
  tags: ['Session'],
  summary: 'Sign in through the identity provider',
  description:
    "Opens the provider's sign-in (authorization code with PKCE); the provider sends the browser back to /auth/oidc/callback. 404 when the portal has no identity provider configured. A provider that cannot be reached sends the browser to /login#error=unavailable.",
  querystring: {
    type: 'object',
    properties: {
      redirect: { type: 'string', maxLength: 2000, description: 'The portal path to open after signing in.' },
    },
  },
};

const callbackSchema = {
  hide: true,
  tags: ['Session'],
  summary: "The identity provider's return",
  description:
    'The redirect URI registered at the provider. Sends the browser to /login with a one-time code in the fragment (#code=…, exchanged by completeIdentityProviderSignIn; the page asked for at the start in the query, /login?redirect=…#code=…) or the reason of a refusal (#error=noAccount|unverified|unavailable|cancelled|invalid&detail=…). 404 when no identity provider is configured.',
};

/** The browser side of the sign-in through the identity provider (SPEC point 2). */
export async function identityProviderRoutes(app: FastifyInstance, options: { deps: AppDeps }) {
  const { deps } = options;
  const secure = deps.config.publicUrl.startsWith('https:');

  app.get(
    identityProviderPaths.start,
    { config: { access: 'public' }, schema: startSchema },
    async (request, reply) => {
      configuredProvider(deps);
      const { redirect } = request.query as { redirect?: string };
      try {
        const { authorizationUrl, browserKey } = await startIdentityProviderSignIn(deps, { redirect });
        setSignInCookie(reply, browserKey, cookieSeconds, secure);
        return reply.redirect(authorizationUrl, 302);
      } catch (error) {
        return refuse(request, reply, error);
      }
    },
  );

  app.get(
    identityProviderPaths.callback,
    { config: { access: 'public' }, schema: callbackSchema },
    async (request, reply) => {
      configuredProvider(deps);
      const browserKey = cookieOf(request, cookieName);
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      setSignInCookie(reply, '', 0, secure);
      try {
        const result = await finishIdentityProviderSignIn(deps, { browserKey, query });
        return reply.header('cache-control', 'no-store').redirect(finishPageUrl(result), 302);
      } catch (error) {
        return refuse(request, reply, error);
      }
    },
  );

  function refuse(request: FastifyRequest, reply: FastifyReply, error: unknown) {
    if (!(error instanceof IdentityProviderRefusal)) throw error;
    request.log.warn({ reason: error.reason, detail: error.loggedDetail }, 'identity provider sign-in refused');
    const target = finishPageUrl({ failure: error.reason, detail: error.detail });
    return reply.header('cache-control', 'no-store').redirect(target, 302);
  }
}

/** Only the sign-in routes see it: httpOnly, Lax (the provider's return is a top-level GET), short-lived. */
function setSignInCookie(reply: FastifyReply, value: string, maxAge: number, secure: boolean): void {
  const attributes = [
    `${cookieName}=${value}`,
    'Path=/auth/oidc',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', attributes.join('; '));
}

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || undefined;
  }
  return undefined;
}
