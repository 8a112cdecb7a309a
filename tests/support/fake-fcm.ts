import { generateKeyPairSync, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FcmRequest = { url: string; headers: IncomingHttpHeaders; body: { message: Record<string, unknown> } };

/** A service account key of its own, as Google's console writes it, for the fake's token endpoint. */
export function testServiceAccount(projectId: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return {
    account: {
      type: 'service_account',
      project_id: projectId,
      private_key_id: 'llave-de-prueba-1',
      private_key: privateKey,
      client_email: `portal-push@${projectId}.iam.gserviceaccount.com`,
      token_uri: 'https://oauth2.googleapis.com/token',
    },
    publicKey,
  };
}

const fcmError = (code: number, status: string, message: string, details: object[]) => ({
  error: { code, message, status, details },
});
const fcmErrorCode = (errorCode: string) => ({
  '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
  errorCode,
});

/**
 * A stand-in for Google's OAuth token endpoint and FCM HTTP v1, answering as their references
 * document. The token endpoint checks the service account's signed assertion. The registration
 * token decides FCM's answer, like a provider's test tokens:
 * `tok-unregistered`, `tok-malformed` (INVALID_ARGUMENT about the token), `tok-bad-data`
 * (INVALID_ARGUMENT about the data), `tok-quota` (429, Retry-After: 17), `tok-unavailable` (503),
 * `tok-unavailable-later` (503, Retry-After: 5), `tok-internal` (500), `tok-quota-once` (429 with
 * Retry-After: 17 the first time, delivered after), `tok-unavailable-once` (503 with Retry-After:
 * 30 the first time, delivered after); any other is delivered. A token `kind:anything`
 * answers as `kind`, so tests storing tokens (unique in the database) make their own.
 */
export function startFakeFcm(options: { projectId: string; publicKey: string; clientEmail: string }) {
  const sends: FcmRequest[] = [];
  const tokenRequests: { grantType: string | null; claims: Record<string, unknown> }[] = [];
  const issued = new Set<string>();
  const seenTokens = new Map<string, number>();
  /** `sendDelayMs`: how long each send waits before its answer, like a provider far away. */
  const state = { expiresInSeconds: 3600, sendDelayMs: 0 };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'POST' && request.url === '/token') {
        const form = new URLSearchParams(text);
        const [header, payload, signature] = (form.get('assertion') ?? '').split('.');
        const signed = verify(
          'RSA-SHA256',
          Buffer.from(`${header}.${payload}`),
          options.publicKey,
          Buffer.from(signature ?? '', 'base64url'),
        );
        const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8') || '{}');
        tokenRequests.push({ grantType: form.get('grant_type'), claims });
        if (!signed || claims.iss !== options.clientEmail) {
          return answer(400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
        }
        const accessToken = `ya29.prueba-${tokenRequests.length}`;
        issued.add(accessToken);
        return answer(200, { access_token: accessToken, expires_in: state.expiresInSeconds, token_type: 'Bearer' });
      }
      if (request.method === 'POST' && request.url === `/v1/projects/${options.projectId}/messages:send`) {
        if (state.sendDelayMs > 0) {
          setTimeout(() => answerSend(text, request.headers, answer), state.sendDelayMs);
          return;
        }
        return answerSend(text, request.headers, answer);
      }
      answer(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
    });
  });

  function answerSend(
    text: string,
    headers: IncomingHttpHeaders,
    answer: (status: number, body: unknown, headers?: Record<string, string>) => void,
  ) {
    const body = JSON.parse(text) as FcmRequest['body'];
    sends.push({ url: `/v1/projects/${options.projectId}/messages:send`, headers, body });
    const bearer = headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!issued.has(bearer)) {
      return answer(401, fcmError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.', []));
    }
    const token = String(body.message.token);
    const seen = (seenTokens.get(token) ?? 0) + 1;
    seenTokens.set(token, seen);
    // The part before a colon decides: tests make unique tokens of one kind as `kind:unique`.
    switch (token.split(':')[0]) {
      case 'tok-unregistered':
        return answer(
          404,
          fcmError(404, 'NOT_FOUND', 'Requested entity was not found.', [fcmErrorCode('UNREGISTERED')]),
        );
      case 'tok-malformed':
        return answer(
          400,
          fcmError(400, 'INVALID_ARGUMENT', 'The registration token is not a valid FCM registration token', [
            fcmErrorCode('INVALID_ARGUMENT'),
          ]),
        );
      case 'tok-bad-data':
        return answer(
          400,
          fcmError(400, 'INVALID_ARGUMENT', "Invalid value at 'message.data[0].value' (TYPE_STRING), 12", [
            {
              '@type': 'type.googleapis.com/google.rpc.BadRequest',
              fieldViolations: [{ field: 'message.data[0].value', description: 'Invalid value' }],
            },
          ]),
        );
      case 'tok-quota':
        return answer(429, fcmError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.', [fcmErrorCode('QUOTA_EXCEEDED')]), {
          'retry-after': '17',
        });
      case 'tok-unavailable':
        return answer(
          503,
          fcmError(503, 'UNAVAILABLE', 'The service is currently unavailable.', [fcmErrorCode('UNAVAILABLE')]),
        );
      case 'tok-unavailable-later':
        return answer(
          503,
          fcmError(503, 'UNAVAILABLE', 'The service is currently unavailable.', [fcmErrorCode('UNAVAILABLE')]),
          { 'retry-after': '5' },
        );
      case 'tok-unavailable-once':
        if (seen > 1) return answer(200, { name: `projects/${options.projectId}/messages/0:${sends.length}` });
        return answer(
          503,
          fcmError(503, 'UNAVAILABLE', 'The service is currently unavailable.', [fcmErrorCode('UNAVAILABLE')]),
          { 'retry-after': '30' },
        );
      case 'tok-quota-once':
        if (seen > 1) return answer(200, { name: `projects/${options.projectId}/messages/0:${sends.length}` });
        return answer(429, fcmError(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded.', [fcmErrorCode('QUOTA_EXCEEDED')]), {
          'retry-after': '17',
        });
      case 'tok-internal':
        return answer(500, fcmError(500, 'INTERNAL', 'Internal error encountered.', [fcmErrorCode('INTERNAL')]));
      default:
        return answer(200, { name: `projects/${options.projectId}/messages/0:${sends.length}` });
    }
  }

  return {
    sends,
    tokenRequests,
    state,
    /** Revokes every access token handed out, as when a key is rotated. */
    revokeTokens: () => issued.clear(),
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
