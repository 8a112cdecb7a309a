import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';
import { freePort } from './free-port.js';

/** A person who can sign in at the local identity provider: the login they type and their email claims. */
export type ProviderAccount = { login: string; email: string; emailVerified: boolean };

export type LocalIdentityProvider = {
  /** The issuer (http://127.0.0.1:<port>), the OIDC_ISSUER a portal is configured with. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds a person who signs in with a new login (the password is not checked). */
  addAccount(claims: { email: string; emailVerified?: boolean }): ProviderAccount;
  close(): Promise<void>;
};

/**
 * A real OpenID Connect provider (oidc-provider) on a 127.0.0.1 port, for the integration and
 * browser tests: one confidential client registered for `portalUrl`'s callback and sign-out
 * return, its development sign-in form (any login, any password; the login names the account),
 * consent given at once as a first-party provider would, and end_session_endpoint advertised.
 */
export async function startIdentityProvider(options: { portalUrl: string }): Promise<LocalIdentityProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = `portal-${randomUUID().slice(0, 8)}`;
  const clientSecret = randomUUID();
  const accounts = new Map<string, ProviderAccount>();

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${options.portalUrl}/auth/oidc/callback`],
        post_logout_redirect_uris: [`${options.portalUrl}/login`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({ sub: id, email: account.email, email_verified: account.emailVerified }),
      };
    },
    // The portal is the lab's own application: no consent screen, as a company's provider does.
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({ accountId: ctx.oidc.session!.accountId!, clientId: clientId });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    cookies: { keys: [randomUUID()] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  };
  const provider = new Provider(issuer, configuration);
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount({ email, emailVerified = true }) {
      const account = { login: `persona-${randomUUID().slice(0, 8)}`, email, emailVerified };
      accounts.set(account.login, account);
      return account;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Cookies of one browser, by host, as fetch needs them sent. */
export class CookieJar {
  private readonly byHost = new Map<string, Map<string, string>>();

  store(url: string, response: Response): void {
    const host = new URL(url).host;
    const cookies = this.byHost.get(host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === '';
      if (expired) cookies.delete(name);
      else cookies.set(name, value);
    }
    this.byHost.set(host, cookies);
  }

  header(url: string): string {
    const cookies = this.byHost.get(new URL(url).host);
    return cookies ? [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }

  /** The value of a cookie the host set, or undefined. */
  get(url: string, name: string): string | undefined {
    return this.byHost.get(new URL(url).host)?.get(name);
  }

  set(url: string, name: string, value: string): void {
    const host = new URL(url).host;
    const cookies = this.byHost.get(host) ?? new Map<string, string>();
    cookies.set(name, value);
    this.byHost.set(host, cookies);
  }
}

/**
 * A browser's visit by fetch: follows redirects itself (keeping cookies per host) until an answer
 * that is not a redirect, or a redirect to `stopAt` (the portal's client pages), which it returns
 * without following.
 */
export async function browse(
  jar: CookieJar,
  url: string,
  options: { method?: 'GET' | 'POST'; form?: Record<string, string>; stopAt?: (url: URL) => boolean } = {},
): Promise<{ url: string; response: Response }> {
  let current = url;
  let method = options.method ?? 'GET';
  let body: string | undefined = options.form ? new URLSearchParams(options.form).toString() : undefined;
  for (let hop = 0; hop < 20; hop++) {
    const response = await fetch(current, {
      method,
      redirect: 'manual',
      headers: {
        cookie: jar.header(current),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    jar.store(current, response);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
    const next = new URL(location, current);
    if (options.stopAt?.(next)) return { url: next.toString(), response };
    current = next.toString();
    method = 'GET';
    body = undefined;
  }
  throw new Error(`too many redirects from ${url}`);
}

/** Signs in at the provider's development sign-in form (`html`, shown at `pageUrl`) as `login`. */
export async function submitProviderLogin(
  jar: CookieJar,
  page: { url: string; html: string },
  login: string,
  stopAt: (url: URL) => boolean,
) {
  const action = /<form[^>]*action="([^"]+)"/.exec(page.html)?.[1];
  if (!action) throw new Error(`no sign-in form at ${page.url}: ${page.html.slice(0, 300)}`);
  return browse(jar, new URL(action.replace(/&amp;/g, '&'), page.url).toString(), {
    method: 'POST',
    form: { prompt: 'login', login, password: 'cualquiera' },
    stopAt,
  });
}

/**
 * A whole sign-in through the provider as a browser makes it: the portal's start link, the
 * provider's form (skipped when the browser is signed in there already), the callback; answers the
 * fragment the portal's finishing page receives (code and redirect, or error and detail).
 */
export async function signInThroughProvider(
  portalUrl: string,
  login: string,
  options: { redirect?: string; jar?: CookieJar } = {},
): Promise<{ fragment: URLSearchParams; query: URLSearchParams; jar: CookieJar }> {
  const jar = options.jar ?? new CookieJar();
  const isFinish = (url: URL) => url.pathname === '/login';
  const query = options.redirect ? `?${new URLSearchParams({ redirect: options.redirect })}` : '';
  let visit = await browse(jar, `${portalUrl}/auth/oidc/start${query}`, { stopAt: isFinish });
  if (!isFinish(new URL(visit.url))) {
    visit = await submitProviderLogin(jar, { url: visit.url, html: await visit.response.text() }, login, isFinish);
  }
  if (!isFinish(new URL(visit.url))) throw new Error(`the sign-in stopped at ${visit.url} (${visit.response.status})`);
  const finish = new URL(visit.url);
  return { fragment: new URLSearchParams(finish.hash.slice(1)), query: finish.searchParams, jar };
}
