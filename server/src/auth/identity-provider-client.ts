import * as oidc from 'openid-client';
import type { Config, IdentityProviderConfig } from '../config.js';

/** Seconds the portal waits for the provider (discovery, token, userinfo) before giving up. */
const providerTimeoutSeconds = 10;

const discovered = new WeakMap<IdentityProviderConfig, Promise<oidc.Configuration>>();

/**
 * The provider's configuration, discovered at the first sign-in and kept; a failed discovery
 * (provider down) is forgotten, so the next sign-in tries again.
 */
export function providerConfiguration(config: Config, provider: IdentityProviderConfig): Promise<oidc.Configuration> {
  let found = discovered.get(provider);
  if (!found) {
    found = discover(config, provider);
    discovered.set(provider, found);
    found.catch(() => discovered.delete(provider));
  }
  return found;
}

async function discover(config: Config, provider: IdentityProviderConfig): Promise<oidc.Configuration> {
  const issuer = new URL(provider.issuer);
  const authentication = provider.clientSecret ? oidc.ClientSecretBasic(provider.clientSecret) : oidc.None();
  const execute = plainHttpAllowed(config, issuer) ? [oidc.allowInsecureRequests] : [];
  return oidc.discovery(issuer, provider.clientId, undefined, authentication, {
    execute,
    timeout: providerTimeoutSeconds,
  });
}

/**
 * A provider on plain http is accepted outside production, and on the machine itself (a local
 * provider in development or tests); production talks to a real provider over https only.
 */
function plainHttpAllowed(config: Config, issuer: URL): boolean {
  if (issuer.protocol !== 'http:') return false;
  return config.env !== 'production' || ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

/** The portal's callback, the redirect URI registered at the provider. */
export const callbackUrl = (config: Config) => `${config.publicUrl}/auth/oidc/callback`;
