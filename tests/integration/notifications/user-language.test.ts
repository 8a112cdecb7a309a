import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '../../../server/src/common/translations.js';
import { createUser } from '../../support/factories.js';
import { fakeFcmPush } from '../../support/notifications.js';
import { privateDatabase, type PrivateDatabase } from '../../support/private-database.js';
import { studyWithFiles, type StudyResult } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const LOGIN = 'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }';
const REGISTER = 'mutation ($input: RegisterDeviceInput!) { registerDevice(input: $input) { id locale } }';
const INBOX = '{ myNotifications { edges { node { kind title body studyId } } } }';
const REQUEST_RESET = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';

type Inbox = { myNotifications: { edges: { node: { kind: string; title: string; body: string; studyId: string } }[] } };

const studyName = 'Radiografía panorámica';
const en = translator('en');
const englishTitle = en.t('Tu resultado está listo');
const englishBody = en.t('Tu estudio {study} ya está disponible. Tócalo para verlo.', { study: studyName });

/*
 * One language per user: a sign-in in English makes English the language of the user's inbox,
 * pushes and emails, whatever language the phone reported when it registered for pushes.
 */
describe(`un idioma por usuario: bandeja, pushes y correos (${databaseKind()})`, () => {
  let server: TestServer;
  let database: PrivateDatabase;
  let push: Awaited<ReturnType<typeof fakeFcmPush>>;
  let emma: { id: number; email: string; token: string };
  const phone = `ok:${randomUUID()}`;
  let study: StudyResult;

  beforeAll(async () => {
    // Its own database on a PostgreSQL server: other files' announcements to all patients would reach her phone.
    database = await privateDatabase();
    push = await fakeFcmPush();
    server = await startTestServer({}, { push: push.sender(), database: database.handle });
    const doctor = await createUser(server.db, 'doctor');
    const user = await createUser(server.db, 'patient', { doctorId: doctor.id, name: 'Emma' });
    const signIn = await server.gql<{ login: { token: string } }>(
      LOGIN,
      { i: user.email, p: user.password },
      undefined,
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    emma = { id: user.id, email: user.email, token: signIn.data!.login.token };
    // Her phone's app still says Spanish: the device's locale is only informative.
    const registered = await server.gql(
      REGISTER,
      { input: { token: phone, platform: 'IOS', appVersion: '2.4.1', locale: 'ES_MX' } },
      emma.token,
    );
    expect(registered.errors).toBeUndefined();
    const lab = await server.signedIn('laboratory');
    study = await studyWithFiles(server, lab.token, emma.id);
  });
  afterAll(async () => {
    await server.close();
    await push.fcm.close();
    await database.drop();
  });

  it('Emma, que entró en inglés, ve «Your result is ready» en su bandeja', async () => {
    const inbox = await server.gql<Inbox>(INBOX, {}, emma.token);
    const notice = inbox.data!.myNotifications.edges.find((edge) => edge.node.studyId === study.id);
    expect(englishTitle).toBe('Your result is ready');
    expect(notice?.node).toMatchObject({ kind: 'RESULT_READY', title: englishTitle, body: englishBody });
  });

  it('su teléfono, registrado en español, recibe el push en inglés, el mismo texto que la bandeja', async () => {
    await server.app.deps.jobs.idle();
    expect(push.receivedBy([phone]).get(phone)).toBe(1);
    const sent = push.fcm.sends.find((send) => send.body.message.token === phone)!;
    expect(sent.body.message).toMatchObject({
      notification: { title: englishTitle, body: englishBody },
      data: { kind: 'RESULT_READY', studyId: study.id },
    });
  });

  it('el correo para restablecer su contraseña también llega en inglés', async () => {
    const asked = await server.gql(REQUEST_RESET, { email: emma.email }, undefined, { 'accept-language': 'es-MX' });
    expect(asked.errors).toBeUndefined();
    const mail = (await server.outbox()).filter((item) => item.to === emma.email).at(-1);
    expect(mail?.subject).toBe(en.t('Restablece tu contraseña'));
    expect(mail?.subject).not.toBe('Restablece tu contraseña');
  });
});
