import { postJson, type JsonAnswer } from './json-post.js';
import type { AccessTokens } from './service-account-tokens.js';
import type { PushMessage, PushResult, PushSender } from './push-sender.js';

/*
 * Firebase Cloud Messaging HTTP v1 (firebase.google.com/docs/reference/fcm/rest/v1 and its
 * ErrorCode page):
 * - POST /v1/projects/{project}/messages:send with `{ message }` and a bearer access token of the
 *   firebase.messaging scope answers 200 `{ name: "projects/{project}/messages/{id}" }`.
 * - Errors answer `{ error: { code, message, status, details: [...] } }`; the FCM reason is the
 *   `errorCode` of the detail typed `google.firebase.fcm.v1.FcmError`, and a
 *   `google.rpc.BadRequest` detail names the fields at fault.
 * - UNREGISTERED (404): the token is no longer valid. INVALID_ARGUMENT (400): a bad parameter,
 *   the token among them ("invalid registration"). QUOTA_EXCEEDED (429): retry after the
 *   Retry-After delay, or back off from a minute. UNAVAILABLE (503) and INTERNAL (500): retry,
 *   honouring Retry-After. SENDER_ID_MISMATCH (403) and THIRD_PARTY_AUTH_ERROR (401, the APNs
 *   or web push credentials): configuration, not this message.
 */

export type FcmSenderOptions = {
  projectId: string;
  tokens: AccessTokens;
  /** Defaults to https://fcm.googleapis.com. */
  endpoint?: string;
  /** The whole request, answer included; defaults to 15 s. */
  timeoutMs?: number;
};

/** Wait before retrying a 429 without Retry-After (FCM asks for at least a minute). */
const quotaDelayMs = 60_000;
/** Wait before retrying a provider or network failure without Retry-After. */
const failureDelayMs = 10_000;
/** Wait before retrying after the access token was refused (a new one is asked for). */
const refusedTokenDelayMs = 1_000;

type FcmErrorDetail = { '@type'?: unknown; errorCode?: unknown; fieldViolations?: unknown };

type FcmErrorBody = { error?: { status?: unknown; message?: unknown; details?: unknown } };

/** Push through Firebase Cloud Messaging to Android, iOS (through APNs) and web apps alike. */
export function createFcmSender(options: FcmSenderOptions): PushSender {
  const endpoint = (options.endpoint ?? 'https://fcm.googleapis.com').replace(/\/+$/, '');
  const url = `${endpoint}/v1/projects/${encodeURIComponent(options.projectId)}/messages:send`;
  const timeoutMs = options.timeoutMs ?? 15_000;

  return {
    name: 'fcm',
    async send(message) {
      let accessToken: string;
      try {
        accessToken = await options.tokens.get();
      } catch {
        return { outcome: 'retry', afterMs: failureDelayMs };
      }
      let answer: JsonAnswer;
      try {
        answer = await postJson(url, {
          headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json; charset=utf-8' },
          body: JSON.stringify({ message: fcmMessage(message) }),
          timeoutMs,
        });
      } catch {
        return { outcome: 'retry', afterMs: failureDelayMs };
      }
      const result = resultOf(answer.status, answer.body, answer.header('retry-after'));
      if (answer.status === 401 && result.outcome === 'retry') options.tokens.forget(accessToken);
      return result;
    },
  };
}

/** The FCM v1 message: the notification for every platform, and each platform's delivery hints. */
export function fcmMessage(message: PushMessage) {
  const notification = { ...(message.title ? { title: message.title } : {}), body: message.body };
  return {
    token: message.token,
    notification,
    ...(message.data && Object.keys(message.data).length > 0 ? { data: message.data } : {}),
    ...(message.platform === 'ANDROID' ? { android: { priority: 'HIGH', notification: { sound: 'default' } } } : {}),
    ...(message.platform === 'IOS'
      ? { apns: { headers: { 'apns-priority': '10' }, payload: { aps: { sound: 'default' } } } }
      : {}),
    ...(message.platform === 'WEB' ? { webpush: { headers: { Urgency: 'high' } } } : {}),
  };
}

function resultOf(status: number, body: unknown, retryAfter: string | null): PushResult {
  if (status >= 200 && status < 300) {
    const name = (body as { name?: unknown } | undefined)?.name;
    // A success without a message name still reached FCM: its status is what counts.
    return { outcome: 'sent', id: typeof name === 'string' ? name : '' };
  }
  const error = (body as FcmErrorBody | undefined)?.error;
  const details = objects<FcmErrorDetail>(error?.details);
  const errorCode = details.find((detail) =>
    String(detail['@type']).endsWith('google.firebase.fcm.v1.FcmError'),
  )?.errorCode;
  const retryDelay = (fallback: number) => ({
    outcome: 'retry' as const,
    afterMs: retryAfterMs(retryAfter) ?? fallback,
  });

  if (errorCode === 'UNREGISTERED') return { outcome: 'unregistered' };
  if (status === 400 && namesTheToken(details, error?.message)) return { outcome: 'unregistered' };
  if (status === 429 || errorCode === 'QUOTA_EXCEEDED') return retryDelay(quotaDelayMs);
  if (status >= 500) return retryDelay(failureDelayMs);
  // Our access token was refused (expired or revoked early): retried with a new one.
  if (status === 401 && errorCode !== 'THIRD_PARTY_AUTH_ERROR') return retryDelay(refusedTokenDelayMs);
  return { outcome: 'invalid' };
}

/** An INVALID_ARGUMENT about the registration token itself: that token can never receive a message. */
function namesTheToken(details: FcmErrorDetail[], message: unknown): boolean {
  const tokenField = details.some((detail) =>
    objects<{ field?: unknown }>(detail.fieldViolations).some((violation) => violation.field === 'message.token'),
  );
  return tokenField || (typeof message === 'string' && /registration token is not a valid/i.test(message));
}

/** The objects of what should be a list of objects (an answer is never trusted to be). */
function objects<T extends object>(value: unknown): T[] {
  return Array.isArray(value) ? value.filter((item): item is T => typeof item === 'object' && item !== null) : [];
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
