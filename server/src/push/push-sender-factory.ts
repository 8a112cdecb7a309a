import { readFileSync } from 'node:fs';
import { createFcmSender } from './fcm-sender.js';
import { createOutboxSender } from './outbox-sender.js';
import type { PushSender } from './push-sender.js';
import { parseServiceAccount, serviceAccountTokens } from './service-account-tokens.js';

export type PushSenderConfig = {
  dataDir: string;
  fcm: {
    projectId?: string;
    serviceAccountFile?: string;
    serviceAccountJson?: string;
    endpoint?: string;
    tokenUrl?: string;
  };
};

/**
 * FCM when a service account is configured, the push outbox otherwise. A key that cannot be read
 * or has no project fails at startup, not at the first notification.
 */
export function createPushSender(config: PushSenderConfig): PushSender {
  const { fcm } = config;
  if (!fcm.serviceAccountFile && !fcm.serviceAccountJson) return createOutboxSender(config.dataDir);
  let text: string;
  if (fcm.serviceAccountJson) {
    text = fcm.serviceAccountJson;
  } else {
    try {
      text = readFileSync(fcm.serviceAccountFile!, 'utf8');
    } catch (error) {
      throw new Error(`The FCM service account file cannot be read: ${fcm.serviceAccountFile}`, { cause: error });
    }
  }
  const account = parseServiceAccount(text);
  const projectId = fcm.projectId ?? account.project_id;
  if (!projectId) throw new Error('FCM needs a project: set its id or use a service account key that names it');
  return createFcmSender({
    projectId,
    tokens: serviceAccountTokens(account, fcm.tokenUrl),
    endpoint: fcm.endpoint,
  });
}
