/** The platforms an app registers a push token from. */
export type PushPlatform = 'ANDROID' | 'IOS' | 'WEB';

/** One notification to one device. `data` travels to the app untouched (strings only, like FCM's). */
export type PushMessage = {
  token: string;
  platform: PushPlatform;
  title?: string | null;
  body: string;
  data?: Record<string, string>;
};

/**
 * What became of one message. `unregistered`: the token will never work again, forget the
 * device. `invalid`: the provider refused this message; sending it again will not help.
 * `retry`: a temporary failure (quota, provider down, network); send again after `afterMs`.
 */
export type PushResult =
  | { outcome: 'sent'; id: string }
  | { outcome: 'unregistered' }
  | { outcome: 'invalid' }
  | { outcome: 'retry'; afterMs: number };

/** A push provider. `send` answers every failure as a result; it does not throw. */
export type PushSender = {
  name: 'outbox' | 'fcm';
  send(message: PushMessage): Promise<PushResult>;
};
