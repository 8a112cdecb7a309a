import { and, eq, gt, lt, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { IdentityProviderFailure } from '../../../shared/identity-provider-failures.js';
import { identityProviderPaths } from '../../../shared/identity-provider.js';
import { messages } from '../../../shared/messages.js';
import { AppError, badInput, notFound } from '../common/errors.js';
import { hashToken, newToken } from '../common/tokens.js';
import type { IdentityProviderConfig } from '../config.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { users } from '../users/users.tables.js';
import { startSession, type LoginResult } from './auth.service.js';
import { callbackUrl, providerConfiguration } from './identity-provider-client.js';
import {
  identityProviderHandoffs,
  identityProviderSessions,
  identityProviderSignIns,
} from './identity-provider.tables.js';

const signInMinutes = 10;
const handoffMinutes = 2;
const redirectMaxLength = 2000;

/**
 * A sign-in the portal refuses: why (the user's message) and what happened. The browser's console
 * is told the email it is about; the log is not (it keeps the reason and `loggedDetail`).
 */
export class IdentityProviderRefusal extends Error {
  /** What happened, with the email the provider gave: for the person's own browser. */
  readonly detail: string;

  constructor(
    readonly reason: IdentityProviderFailure,
    /** What happened, naming no one: what the log keeps. */
    readonly loggedDetail: string,
    email?: string,
  ) {
    super(`${reason}: ${loggedDetail}`);
    this.detail = email === undefined ? loggedDetail : `${loggedDetail}: ${email}`;
  }
}

/** A portal session opened through the provider, with the provider's tokens (SPEC point 3). */
export type IdentityProviderSignIn = LoginResult & { providerAccessToken: string; providerIdToken: string };

/** The provider's settings, or NOT_FOUND when the portal has none: its routes then do not exist. */
export function configuredProvider(deps: AppDeps): IdentityProviderConfig {
  const provider = deps.config.identityProvider;
  if (!provider) throw notFound();
  return provider;
}

/**
 * Starts a sign-in: the provider's authorization URL (code flow, PKCE S256, state and nonce) and
 * the browser key that binds the sign-in to this browser (the caller keeps it in a cookie).
 * `redirect` is kept only when it is a path of the portal.
 */
export async function startIdentityProviderSignIn(
  deps: AppDeps,
  input: { redirect?: unknown },
): Promise<{ authorizationUrl: string; browserKey: string }> {
  const provider = configuredProvider(deps);
  const configuration = await reach(providerConfiguration(deps.config, provider));
  await forgetExpired(deps);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const browserKey = newToken();
  await deps.systemDb.insert(identityProviderSignIns).values({
    browserKeyHash: hashToken(browserKey),
    state,
    nonce,
    codeVerifier,
    redirect: portalPath(input.redirect),
    expiresAt: new Date(Date.now() + signInMinutes * 60_000),
  });
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(deps.config),
    scope: 'openid email',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { authorizationUrl: authorizationUrl.href, browserKey };
}

/**
 * The provider sent the browser back: the sign-in of this browser is spent, the code exchanged
 * (PKCE verifier, state and nonce checked, ID token validated), and the provider's verified email
 * matched to an active account. Answers a one-time code for the portal to exchange, and the path
 * to open then; refuses with IdentityProviderRefusal. Never creates an account.
 */
export async function finishIdentityProviderSignIn(
  deps: AppDeps,
  input: { browserKey: string | undefined; query: string },
): Promise<{ code: string; redirect: string | null }> {
  const provider = configuredProvider(deps);
  const [signIn] = input.browserKey
    ? await deps.systemDb
        .delete(identityProviderSignIns)
        .where(
          and(
            eq(identityProviderSignIns.browserKeyHash, hashToken(input.browserKey)),
            gt(identityProviderSignIns.expiresAt, new Date()),
          ),
        )
        .returning()
    : [];
  if (!signIn)
    throw new IdentityProviderRefusal('invalid', 'no sign-in under way in this browser (cookie missing or expired)');

  const configuration = await reach(providerConfiguration(deps.config, provider));
  const current = new URL(`${callbackUrl(deps.config)}${input.query}`);
  const providerError = current.searchParams.get('error');
  if (providerError) {
    const description = current.searchParams.get('error_description');
    const detail = `the provider answered ${providerError}${description ? `: ${description}` : ''}`;
    throw new IdentityProviderRefusal(providerError === 'access_denied' ? 'cancelled' : 'invalid', detail);
  }
  const tokens = await reach(
    oidc.authorizationCodeGrant(configuration, current, {
      pkceCodeVerifier: signIn.codeVerifier,
      expectedState: signIn.state,
      expectedNonce: signIn.nonce,
      idTokenExpected: true,
    }),
  );
  const idToken = tokens.id_token!;
  const claims = await emailClaims(configuration, tokens);
  if (typeof claims.email !== 'string' || !claims.email) {
    throw new IdentityProviderRefusal('unverified', 'the provider shared no email (is the email scope allowed?)');
  }
  if (claims.email_verified !== true) {
    throw new IdentityProviderRefusal('unverified', 'the provider has not verified the email', claims.email);
  }
  const [account] = await deps.systemDb
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${claims.email})`);
  if (!account?.status) {
    const detail = account ? 'the account of the email is deactivated' : 'no account has the email';
    throw new IdentityProviderRefusal('noAccount', detail, claims.email);
  }

  const code = newToken();
  await deps.systemDb.insert(identityProviderHandoffs).values({
    codeHash: hashToken(code),
    userId: account.id,
    accessToken: tokens.access_token,
    idToken,
    expiresAt: new Date(Date.now() + handoffMinutes * 60_000),
  });
  return { code, redirect: signIn.redirect };
}

/**
 * Exchanges the one-time code of a finished sign-in for a portal session, as a password sign-in
 * opens one (same token, expiry, last login, attempt budget of the address). The code is spent;
 * an unknown, used or expired code, or an account deactivated meanwhile, opens nothing.
 */
export async function completeIdentityProviderSignIn(
  deps: AppDeps,
  input: { code: string },
  meta: RequestMeta,
): Promise<IdentityProviderSignIn> {
  configuredProvider(deps);
  const attempt = { address: meta.ip };
  await deps.attempts.consume('login', attempt);
  const [handoff] = await deps.systemDb
    .delete(identityProviderHandoffs)
    .where(
      and(
        eq(identityProviderHandoffs.codeHash, hashToken(input.code ?? '')),
        gt(identityProviderHandoffs.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!handoff) throw badInput('code', messages.identityProviderInvalid);
  const [account] = await deps.systemDb
    .select({ status: users.status })
    .from(users)
    .where(eq(users.id, handoff.userId));
  if (!account?.status) throw new AppError('BAD_USER_INPUT', messages.identityProviderNoAccount);
  await deps.attempts.forgive('login', attempt);

  const { sessionId, ...session } = await startSession(deps, handoff.userId, meta);
  await deps.systemDb.insert(identityProviderSessions).values({ sessionId, idToken: handoff.idToken });
  return { ...session, providerAccessToken: handoff.accessToken, providerIdToken: handoff.idToken };
}

/**
 * Where the callback sends the browser: the portal's finishing page with the code or the failure
 * in the fragment. The page asked for rides in the query, `/login?redirect=…` as after any other
 * sign-in, so the login page sends the new session there and not to its landing page.
 */
export function finishPageUrl(
  result: { code: string; redirect: string | null } | { failure: IdentityProviderFailure; detail: string },
): string {
  if ('failure' in result) {
    return `${identityProviderPaths.finish}#${new URLSearchParams({ error: result.failure, detail: result.detail })}`;
  }
  const query = result.redirect ? `?${new URLSearchParams({ redirect: result.redirect })}` : '';
  return `${identityProviderPaths.finish}${query}#${new URLSearchParams({ code: result.code })}`;
}

/** The email claims: from the ID token, or from userinfo when the provider keeps them there. */
async function emailClaims(
  configuration: oidc.Configuration,
  tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
): Promise<{ email?: unknown; email_verified?: unknown }> {
  const claims = tokens.claims()!;
  const fromToken = { email: claims.email, email_verified: claims.email_verified };
  if (fromToken.email !== undefined && fromToken.email_verified !== undefined) return fromToken;
  if (!configuration.serverMetadata().userinfo_endpoint) return fromToken;
  const info = await reach(oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub));
  return { email: info.email, email_verified: info.email_verified };
}

/**
 * A call to the provider: a network failure or time-out is the provider being unavailable; a
 * refused or malformed answer (state, nonce, signature, PKCE, expired code) makes the sign-in invalid.
 */
async function reach<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof IdentityProviderRefusal) throw error;
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    if (isUnreachable(error)) throw new IdentityProviderRefusal('unavailable', detail);
    throw new IdentityProviderRefusal('invalid', detail);
  }
}

function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return true;
  // fetch fails with a TypeError when the host does not answer; openid-client wraps it with its cause.
  if (error instanceof TypeError && error.message === 'fetch failed') return true;
  if ('code' in error && error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM') return true;
  return error.cause !== undefined && error.cause !== error && isUnreachable(error.cause);
}

/** A path of the portal (not //host, not a scheme), or null. */
function portalPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > redirectMaxLength) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** Sign-ins abandoned at the provider and codes never exchanged. */
async function forgetExpired(deps: AppDeps): Promise<void> {
  const now = new Date();
  await deps.systemDb.delete(identityProviderSignIns).where(lt(identityProviderSignIns.expiresAt, now));
  await deps.systemDb.delete(identityProviderHandoffs).where(lt(identityProviderHandoffs.expiresAt, now));
}
