import type { JWT } from 'google-auth-library';

/** Google's OAuth 2.0 token endpoint, where a service account trades a signed JWT for an access token. */
export const googleTokenUrl = 'https://oauth2.googleapis.com/token';

const messagingScope = 'https://www.googleapis.com/auth/firebase.messaging';

/** The fields of a Google service account key file this server reads. */
export type ServiceAccount = {
  project_id?: string;
  client_email: string;
  private_key: string;
  private_key_id?: string;
  token_uri?: string;
};

/** Short-lived access tokens: kept until shortly before they expire, one request for many sends. */
export type AccessTokens = {
  get(): Promise<string>;
  /** Drops the kept token when it is `refused` (the provider refused it); the next `get` asks for a new one. */
  forget(refused: string): void;
};

/**
 * Access tokens for Firebase Cloud Messaging signed with a service account key, through
 * google-auth-library (it keeps each token until five minutes before its expiry and shares one
 * request among concurrent callers). `tokenUrl` sends the token requests to another endpoint
 * (an emulator or a test server); it defaults to the key file's `token_uri`, then Google's.
 * The library (about 70 modules) is loaded with the first token, not with the server.
 */
export function serviceAccountTokens(account: ServiceAccount, tokenUrl?: string): AccessTokens {
  const target = tokenUrl ?? account.token_uri ?? googleTokenUrl;
  const newClient = async (): Promise<JWT> => {
    const library = await import('google-auth-library');
    return new library.JWT({
      email: account.client_email,
      key: account.private_key,
      keyId: account.private_key_id,
      scopes: [messagingScope],
      // The library always addresses Google's endpoint; this sends its token requests to `target`.
      transporterOptions:
        target === googleTokenUrl
          ? undefined
          : {
              fetchImplementation: (input, init) =>
                fetch(String(input instanceof Request ? input.url : input) === googleTokenUrl ? target : input, init),
            },
    });
  };
  let client: Promise<JWT> | undefined;
  let kept: string | undefined;
  return {
    async get() {
      // A failed load is not kept: the next request loads again.
      client ??= newClient().catch((error: unknown) => {
        client = undefined;
        throw error;
      });
      const { token } = await (await client).getAccessToken();
      if (!token) throw new Error('The token endpoint answered without an access token');
      kept = token;
      return token;
    },
    forget(refused) {
      // Many sends refused with the same token start one new sign-in, not one each.
      if (refused !== kept) return;
      kept = undefined;
      // A new client holds no token, so the next request signs in again.
      client = undefined;
    },
  };
}

/** Reads a service account key (JSON text), failing with a message that names what is missing. */
export function parseServiceAccount(text: string): ServiceAccount {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('The FCM service account is not valid JSON');
  }
  const account = parsed as Partial<Record<keyof ServiceAccount, unknown>> | null;
  if (!account || typeof account.client_email !== 'string' || typeof account.private_key !== 'string') {
    throw new Error('The FCM service account needs client_email and private_key');
  }
  return {
    client_email: account.client_email,
    private_key: account.private_key,
    ...(typeof account.project_id === 'string' ? { project_id: account.project_id } : {}),
    ...(typeof account.private_key_id === 'string' ? { private_key_id: account.private_key_id } : {}),
    ...(typeof account.token_uri === 'string' ? { token_uri: account.token_uri } : {}),
  };
}
