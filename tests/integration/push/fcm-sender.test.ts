import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFcmSender } from '../../../server/src/push/fcm-sender.js';
import type { PushMessage, PushSender } from '../../../server/src/push/push-sender.js';
import { createPushSender } from '../../../server/src/push/push-sender-factory.js';
import { serviceAccountTokens } from '../../../server/src/push/service-account-tokens.js';
import { startFakeFcm, testServiceAccount } from '../../support/fake-fcm.js';

const projectId = 'laboratorio-imagen-pruebas';
const { account, publicKey } = testServiceAccount(projectId);
const fcm = startFakeFcm({ projectId, publicKey, clientEmail: account.client_email });
let baseUrl: string;
let dataDir: string;

const message = (token: string, extra: Partial<PushMessage> = {}): PushMessage => ({
  token,
  platform: 'ANDROID',
  title: 'Laboratorio de Imagen',
  body: 'Tu resultado está listo',
  data: { studyId: '42', kind: 'RESULT_READY' },
  ...extra,
});

function fcmSender(): PushSender {
  return createPushSender({
    dataDir,
    fcm: { serviceAccountJson: JSON.stringify(account), endpoint: baseUrl, tokenUrl: `${baseUrl}/token` },
  });
}

beforeAll(async () => {
  baseUrl = await fcm.listen();
  dataDir = await mkdtemp(join(tmpdir(), 'push-fcm-'));
});
afterAll(() => fcm.close());
beforeEach(() => {
  fcm.sends.length = 0;
  fcm.tokenRequests.length = 0;
  fcm.state.expiresInSeconds = 3600;
});

describe('FCM HTTP v1 sender', () => {
  it('is chosen when a service account is configured, and delivers with the message name as id', async () => {
    const sender = fcmSender();
    expect(sender.name).toBe('fcm');
    const result = await sender.send(message('tok-android-1'));
    expect(result).toEqual({ outcome: 'sent', id: `projects/${projectId}/messages/0:1` });
    expect(fcm.sends[0]!.body).toEqual({
      message: {
        token: 'tok-android-1',
        notification: { title: 'Laboratorio de Imagen', body: 'Tu resultado está listo' },
        data: { studyId: '42', kind: 'RESULT_READY' },
        android: { priority: 'HIGH', notification: { sound: 'default' } },
      },
    });
  });

  it('addresses iOS through APNs and the web through web push, without a title when there is none', async () => {
    const sender = fcmSender();
    await sender.send(message('tok-iphone', { platform: 'IOS', title: null, data: undefined }));
    await sender.send(message('tok-navegador', { platform: 'WEB' }));
    const [ios, web] = fcm.sends.map((send) => send.body.message);
    expect(ios).toEqual({
      token: 'tok-iphone',
      notification: { body: 'Tu resultado está listo' },
      apns: { headers: { 'apns-priority': '10' }, payload: { aps: { sound: 'default' } } },
    });
    expect(web).toMatchObject({ token: 'tok-navegador', webpush: { headers: { Urgency: 'high' } } });
    expect(web).not.toHaveProperty('android');
    expect(web).not.toHaveProperty('apns');
  });

  it('signs in with the service account once and reuses the access token for many sends', async () => {
    const sender = fcmSender();
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => sender.send(message(`tok-${i}`))));
    await sender.send(message('tok-despues'));
    expect(results.every((result) => result.outcome === 'sent')).toBe(true);
    expect(fcm.tokenRequests).toHaveLength(1);
    expect(fcm.tokenRequests[0]).toMatchObject({
      grantType: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      claims: { iss: account.client_email, scope: 'https://www.googleapis.com/auth/firebase.messaging' },
    });
    expect(new Set(fcm.sends.map((send) => send.headers.authorization))).toEqual(new Set(['Bearer ya29.prueba-1']));
  });

  it('asks for a new access token once the kept one is about to expire', async () => {
    // A token that lives one minute is inside the five-minute margin: it is never reused.
    fcm.state.expiresInSeconds = 60;
    const sender = fcmSender();
    await sender.send(message('tok-a'));
    await sender.send(message('tok-b'));
    expect(fcm.tokenRequests).toHaveLength(2);
    expect(fcm.sends.map((send) => send.headers.authorization)).toEqual([
      'Bearer ya29.prueba-1',
      'Bearer ya29.prueba-2',
    ]);
  });

  it('retries soon with a new access token when FCM refuses the kept one', async () => {
    const sender = fcmSender();
    await sender.send(message('tok-a'));
    fcm.revokeTokens();
    const refused = await Promise.all([sender.send(message('tok-b')), sender.send(message('tok-c'))]);
    expect(refused).toEqual([
      { outcome: 'retry', afterMs: 1000 },
      { outcome: 'retry', afterMs: 1000 },
    ]);
    expect(await sender.send(message('tok-b'))).toMatchObject({ outcome: 'sent' });
    expect(await sender.send(message('tok-c'))).toMatchObject({ outcome: 'sent' });
    // One new sign-in for both refused sends.
    expect(fcm.tokenRequests).toHaveLength(2);
    expect(fcm.sends.at(-1)!.headers.authorization).toBe('Bearer ya29.prueba-2');
  });

  it('answers unregistered for a token FCM no longer knows and for a malformed token', async () => {
    const sender = fcmSender();
    expect(await sender.send(message('tok-unregistered'))).toEqual({ outcome: 'unregistered' });
    expect(await sender.send(message('tok-malformed'))).toEqual({ outcome: 'unregistered' });
  });

  it('answers invalid when FCM refuses the message itself', async () => {
    expect(await fcmSender().send(message('tok-bad-data'))).toEqual({ outcome: 'invalid' });
  });

  it('retries QUOTA_EXCEEDED after the Retry-After delay', async () => {
    expect(await fcmSender().send(message('tok-quota'))).toEqual({ outcome: 'retry', afterMs: 17_000 });
  });

  it('retries UNAVAILABLE and INTERNAL, honouring Retry-After when given', async () => {
    const sender = fcmSender();
    expect(await sender.send(message('tok-unavailable'))).toEqual({ outcome: 'retry', afterMs: 10_000 });
    expect(await sender.send(message('tok-unavailable-later'))).toEqual({ outcome: 'retry', afterMs: 5000 });
    expect(await sender.send(message('tok-internal'))).toEqual({ outcome: 'retry', afterMs: 10_000 });
  });

  it('retries when FCM cannot be reached', async () => {
    const unreachable = startFakeFcm({ projectId, publicKey, clientEmail: account.client_email });
    const deadUrl = await unreachable.listen();
    await unreachable.close();
    const sender = createPushSender({
      dataDir,
      fcm: { serviceAccountJson: JSON.stringify(account), endpoint: deadUrl, tokenUrl: `${baseUrl}/token` },
    });
    expect(await sender.send(message('tok-a'))).toEqual({ outcome: 'retry', afterMs: 10_000 });
  });

  it('retries, without following it, when the provider redirects or does not answer in time', async () => {
    const heard: string[] = [];
    const provider = createServer((request, response) => {
      heard.push(request.url ?? '');
      // A redirect to the real endpoint, which would accept the message if it were followed.
      if (request.url?.startsWith('/desvio/')) {
        response.writeHead(307, { location: `${baseUrl}${request.url.slice('/desvio'.length)}` });
        response.end();
      }
      // Any other request is left without an answer.
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    const sender = (endpoint: string) =>
      createFcmSender({
        projectId,
        tokens: serviceAccountTokens(account, `${baseUrl}/token`),
        endpoint,
        timeoutMs: 300,
      });
    try {
      expect(await sender(`${providerUrl}/desvio`).send(message('tok-a'))).toEqual({
        outcome: 'retry',
        afterMs: 10_000,
      });
      expect(await sender(providerUrl).send(message('tok-b'))).toEqual({ outcome: 'retry', afterMs: 10_000 });
      expect(heard).toEqual([
        `/desvio/v1/projects/${projectId}/messages:send`,
        `/v1/projects/${projectId}/messages:send`,
      ]);
      expect(fcm.sends).toEqual([]);
    } finally {
      provider.closeAllConnections();
      await new Promise<void>((resolve) => provider.close(() => resolve()));
    }
  });

  it('reads the service account from its key file and takes the project from it', async () => {
    const keyFile = join(dataDir, 'cuenta-de-servicio.json');
    await writeFile(keyFile, JSON.stringify(account));
    const sender = createPushSender({
      dataDir,
      fcm: { serviceAccountFile: keyFile, endpoint: baseUrl, tokenUrl: `${baseUrl}/token` },
    });
    expect(await sender.send(message('tok-a'))).toMatchObject({ outcome: 'sent' });
    expect(fcm.sends[0]!.url).toBe(`/v1/projects/${projectId}/messages:send`);
  });

  it('refuses to start with a key that is not a service account', () => {
    expect(() => createPushSender({ dataDir, fcm: { serviceAccountJson: '{"client_email":"x@y.z"}' } })).toThrow(
      'The FCM service account needs client_email and private_key',
    );
  });
});
