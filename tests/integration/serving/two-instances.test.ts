import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../../server/src/db/raw-rows.js';
import { messages } from '../../../shared/messages.js';
import {
  type ChatMessage,
  collect,
  MESSAGE_ADDED,
  MARK_READ,
  SEND_MESSAGE,
  UNREAD,
  UNREAD_CHANGED,
  type UnreadChats,
} from '../../support/chat.js';
import { createUser, type TestUser } from '../../support/factories.js';
import { formUpload } from '../../support/multipart.js';
import { type PrivateDatabase, privateDatabase } from '../../support/private-database.js';
import { proxiedCalls } from '../../support/proxied-calls.js';
import { type S3TestServer, startS3Server } from '../../support/s3-server.js';
import { type RoundRobinProxy, startRoundRobinProxy } from '../../support/round-robin-proxy.js';
import { compileServer, type ServerBuild, type SpawnedServer, spawnServers } from '../../support/spawned-server.js';
import { CREATE_STUDY, type StagedFile, type StudyResult, xrayPng } from '../../support/studies.js';
import {
  CREATE_SHARE,
  OPEN_SHARED,
  REVOKE_SHARE,
  type Share,
  type SharedAnswer,
  tokenOf,
} from '../../support/study-shares.js';

// Two real server processes (the compiled server, as production runs it) on one PostgreSQL
// database, behind a round-robin proxy: what one instance writes, publishes or ends, the other
// serves, hears or refuses. Every call says which instance served it. Files are in one bucket
// (s3rver); a job is taken by one instance, and the periodic sweeps have one schedule between them.
const onServer = process.env.TEST_DB === 'postgres';
if (!onServer)
  console.warn(
    'Dos instancias tras un proxy omitidas en la pasada de PGlite: dos procesos comparten una base sólo en un servidor PostgreSQL (TEST_DB=postgres).',
  );

const [A, B] = [0, 1];
/** Failed sign-ins one account may have from one address (the instances' LOGIN_RATE_LIMIT_PER_ACCOUNT_AND_ADDRESS). */
const loginBudget = 4;
const LOGIN = 'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }';
const STUDY_TYPES = '{ studyTypes { id name } }';
const OPEN_CHAT = 'mutation ($patientId: ID!) { openPatientChat(patientId: $patientId) { id } }';
const LOGOUT = 'mutation { logout }';

type SignedIn = TestUser & { token: string };

describe.skipIf(!onServer)('dos instancias de la app tras un proxy round-robin (PostgreSQL)', () => {
  let database: PrivateDatabase | undefined;
  let build: ServerBuild | undefined;
  let servers: SpawnedServer[] = [];
  let proxy: RoundRobinProxy | undefined;
  let calls: ReturnType<typeof proxiedCalls>;
  let s3: S3TestServer | undefined;
  /** Each instance's own data folder (its mail outbox: no SMTP server here). */
  let ownFolders: string[] = [];
  /** The laboratory, a doctor and his patient Lucía, signed in once for the whole file. */
  let lab: SignedIn;
  let doctor: SignedIn;
  let patient: SignedIn;
  const folders: string[] = [];
  const folder = async (name: string) => {
    const made = await mkdtemp(join(tmpdir(), `portal-two-instances-${name}-`));
    folders.push(made);
    return made;
  };

  beforeAll(async () => {
    database = await privateDatabase();
    build = await compileServer('two-instances');
    // One bucket for both instances, as behind a load balancer with object storage.
    s3 = await startS3Server();
    const bucket = s3.storage;
    const storage: Record<string, string> = {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: bucket.endpoint!,
      S3_REGION: bucket.region,
      S3_BUCKET: bucket.bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    ownFolders = [await folder('a'), await folder('b')];
    servers = await spawnServers(build, 2, (index) => ({
      DATABASE_URL: database!.url!,
      DATA_DIR: ownFolders[index],
      ...storage,
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_RATE_LIMIT_PER_ACCOUNT_AND_ADDRESS: String(loginBudget),
    }));
    proxy = await startRoundRobinProxy(servers.map((server) => ({ host: '127.0.0.1', port: server.port })));
    calls = proxiedCalls(proxy);
    lab = await signedIn(A, 'laboratory');
    doctor = await signedIn(A, 'doctor');
    patient = await signedIn(B, 'patient', { doctorId: doctor.id, name: 'Lucía' });
  }, 180_000);

  afterAll(async () => {
    await calls?.close();
    await proxy?.close();
    await Promise.all(servers.map((server) => server.stop()));
    await build?.remove();
    await database?.drop();
    await s3?.close();
    await Promise.all(folders.map((made) => rm(made, { recursive: true, force: true })));
  }, 60_000);

  /** A user of `role` made in the shared database, signed in through instance `instance`. */
  async function signedIn(
    instance: number,
    role: Parameters<typeof createUser>[1],
    options: Parameters<typeof createUser>[2] = {},
  ): Promise<SignedIn> {
    const user = await createUser(database!.handle.db, role, options);
    return { ...user, token: await calls.login(instance, user.email, user.password) };
  }

  /** The laboratory uploads the X-ray through `instance` and saves a study of it for the patient there. */
  async function studyThrough(instance: number, labToken: string, patientId: number) {
    const form = await formUpload('file', xrayPng, 'panoramica.png');
    const upload = await calls.on(instance, '/studies/uploads', {
      method: 'POST',
      headers: { ...form.headers, authorization: `Bearer ${labToken}` },
      body: form.payload,
    });
    expect(upload.status, upload.bytes.toString()).toBe(201);
    expect(upload.servedBy).toBe(instance);
    const staged = upload.json<{ data: StagedFile }>().data;
    const types = await calls.gql<{ studyTypes: { id: string; name: string }[] }>(instance, STUDY_TYPES, {}, labToken);
    const saved = await calls.gql<{ createStudy: StudyResult }>(
      instance,
      CREATE_STUDY,
      {
        input: {
          patientId: String(patientId),
          studyTypeId: types.data!.studyTypes.find((type) => type.name === 'Radiografía panorámica')!.id,
          studyDate: '2026-11-20',
          expiresInDays: 90,
          fileIds: [String(staged.id)],
        },
      },
      labToken,
    );
    expect(saved.errors).toBeUndefined();
    return saved.data!.createStudy;
  }

  it('el laboratorio sube la panorámica por la instancia A y la paciente la descarga por la B, entera y por partes (Range)', async () => {
    const study = await studyThrough(A, lab.token, patient.id);
    const { url } = study.files[0];
    const bearer = { authorization: `Bearer ${patient.token}` };

    const whole = await calls.on(B, url, { headers: bearer });
    expect(whole.servedBy).toBe(B);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(whole.bytes.equals(xrayPng)).toBe(true);

    const part = await calls.on(B, url, { headers: { ...bearer, range: 'bytes=40000-59999' } });
    expect(part.servedBy).toBe(B);
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 40000-59999/${xrayPng.length}`);
    expect(part.bytes.equals(xrayPng.subarray(40000, 60000))).toBe(true);
    const tail = await calls.on(B, url, { headers: { ...bearer, range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(xrayPng.subarray(-100))).toBe(true);
  });

  it('el mensaje que la paciente envía por la instancia A llega al doctor suscrito en la B, y su contador de no leídos sube y vuelve a cero', async () => {
    const chatId = (
      await calls.gql<{ openPatientChat: { id: string } }>(A, OPEN_CHAT, { patientId: patient.id }, doctor.token)
    ).data!.openPatientChat.id;
    const held = await calls.socket(B, doctor.token);
    expect(held.servedBy).toBe(B);
    const added = collect<{ chatMessageAdded: ChatMessage }>(held.client, MESSAGE_ADDED, { chatId });
    const unread = collect<{ unreadChatsChanged: UnreadChats }>(held.client, UNREAD_CHANGED);
    // Lucía's chat may hold the lab's "result ready" message already (her study of the first
    // scenario): the count starts from what B says now. Lucía is the doctor's only patient.
    const waiting = (await calls.gql<{ unreadChats: UnreadChats }>(B, UNREAD, {}, doctor.token)).data!.unreadChats
      .total;

    // A subscription is in place only once a message reaches it (nothing acknowledges it): the
    // patient writes again, through A each time, until B's two subscriptions have heard her.
    const sent: ChatMessage[] = [];
    for (let attempt = 1; ; attempt += 1) {
      const answer = await calls.gql<{ sendChatMessage: ChatMessage }>(
        A,
        SEND_MESSAGE,
        { chatId, text: `¿Ya está lista mi panorámica? (${attempt})` },
        patient.token,
      );
      expect(answer.servedBy).toBe(A);
      sent.push(answer.data!.sendChatMessage);
      const heard = await Promise.all([
        added
          .until((result) => result.data?.chatMessageAdded.id === sent.at(-1)!.id, 0, 2000)
          .then(Boolean, () => false),
        unread
          .until((result) => result.data?.unreadChatsChanged.total === waiting + sent.length, 0, 2000)
          .then(Boolean, () => false),
      ]);
      if (heard.every(Boolean)) break;
      if (attempt === 5) throw new Error(`B did not hear 5 messages sent through A:\n${servers[B].log()}`);
    }

    const last = added.results.at(-1)!.data!.chatMessageAdded;
    expect(last).toEqual({ ...sent.at(-1)!, isMessageOwner: false });
    expect(unread.results.at(-1)!.data!.unreadChatsChanged).toEqual({
      total: waiting + sent.length,
      chats: [{ chatId, unreadCount: waiting + sent.length }],
    });

    const read = await calls.gql(A, MARK_READ, { chatId }, doctor.token);
    expect(read).toMatchObject({ servedBy: A, data: { markChatRead: true } });
    const cleared = await unread.until((result) => result.data?.unreadChatsChanged.total === 0, unread.results.length);
    expect(cleared.data!.unreadChatsChanged).toEqual({ total: 0, chats: [] });
  });

  it('contraseñas equivocadas por A y por B, alternadas, bloquean la cuenta al agotar el presupuesto en las dos; otra dirección aún entra', async () => {
    const account = await createUser(database!.handle.db, 'doctor');
    const guesser = { 'x-forwarded-for': '203.0.113.7' };
    for (let attempt = 0; attempt < loginBudget; attempt += 1) {
      const instance = attempt % 2;
      const wrong = await calls.gql(instance, LOGIN, { i: account.email, p: 'equivocada' }, undefined, guesser);
      expect(wrong.servedBy).toBe(instance);
      expect(wrong.errors![0].message).toBe(messages.invalidCredentials);
    }
    for (const instance of [A, B]) {
      const refused = await calls.gql(instance, LOGIN, { i: account.email, p: account.password }, undefined, guesser);
      expect(refused.servedBy).toBe(instance);
      expect(refused.errors![0]).toMatchObject({
        message: messages.tooManyAttempts,
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
    }
    // The budget is the account's from that address: the proxy passed the client's address on
    // (X-Forwarded-For, trusted with TRUST_PROXY), and the doctor at the office still signs in.
    const atOffice = await calls.gql<{ login: { token: string } }>(
      B,
      LOGIN,
      { i: account.email, p: account.password },
      undefined,
      { 'x-forwarded-for': '198.51.100.23' },
    );
    expect(atOffice.errors).toBeUndefined();
    expect(atOffice.data!.login.token).toEqual(expect.any(String));
  });

  it('un enlace para compartir revocado por la instancia A ya no abre en la B, ni su archivo', async () => {
    const study = await studyThrough(B, lab.token, patient.id);
    const created = await calls.gql<{ createStudyShare: Share }>(
      A,
      CREATE_SHARE,
      { input: { studyId: study.id } },
      lab.token,
    );
    const share = created.data!.createStudyShare;

    const opened = await calls.gql<{ openSharedStudy: SharedAnswer }>(B, OPEN_SHARED, { token: tokenOf(share) });
    expect(opened.servedBy).toBe(B);
    expect(opened.data!.openSharedStudy.state).toBe('OPEN');
    const file = opened.data!.openSharedStudy.study!.files[0].url;
    const before = await calls.on(B, file);
    expect(before.status).toBe(200);
    expect(before.bytes.equals(xrayPng)).toBe(true);

    const revoked = await calls.gql<{ revokeStudyShare: Share }>(A, REVOKE_SHARE, { id: share.id }, lab.token);
    expect(revoked.servedBy).toBe(A);
    expect(revoked.data!.revokeStudyShare.revokedAt).not.toBeNull();

    const again = await calls.gql<{ openSharedStudy: SharedAnswer }>(B, OPEN_SHARED, { token: tokenOf(share) });
    expect(again.servedBy).toBe(B);
    expect(again.data!.openSharedStudy).toMatchObject({ state: 'REVOKED', study: null });
    const after = await calls.on(B, file);
    expect(after.servedBy).toBe(B);
    expect(after.status).toBe(404);
  });

  it('cerrar sesión por la instancia A cierra el WebSocket que la misma sesión tiene abierto en la B (4401)', async () => {
    // A sign-in of its own (the phone's, say): logout ends that one, not the file's.
    const token = await calls.login(A, patient.email, patient.password);
    const held = await calls.socket(B, token);
    expect(held.servedBy).toBe(B);

    const logout = await calls.gql(A, LOGOUT, {}, token);
    expect(logout).toMatchObject({ servedBy: A, data: { logout: true } });
    await expect(held.closed).resolves.toEqual({ code: 4401, reason: messages.sessionRequired });
    const heartbeat = await calls.on(B, '/heartbeat', { headers: { authorization: `Bearer ${token}` } });
    expect(heartbeat.servedBy).toBe(B);
    expect(heartbeat.status).toBe(401);
    const stillSignedIn = await calls.on(B, '/heartbeat', { headers: { authorization: `Bearer ${patient.token}` } });
    expect(stillSignedIn.status).toBe(200);
  });

  it('cada tarea corre en una sola instancia: cinco correos pedidos por A y por B salen una vez cada uno, y cada limpieza periódica tiene un solo horario', async () => {
    const emails: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const user = await createUser(database!.handle.db, 'doctor');
      emails.push(user.email);
      const asked = await calls.gql(
        index % 2 === 0 ? A : B,
        'mutation ($e: String!) { requestPasswordReset(email: $e) }',
        {
          e: user.email,
        },
      );
      expect(asked.servedBy).toBe(index % 2 === 0 ? A : B);
    }
    // The mails go out from whichever instance took each job, into that instance's outbox.
    const sent = async () => {
      const names = await Promise.all(
        ownFolders.map((own) => readdir(join(own, 'outbox')).catch(() => [] as string[])),
      );
      const mails = await Promise.all(
        names.flatMap((list, index) =>
          list
            .filter((name) => name.endsWith('.json'))
            .map(
              async (name) =>
                JSON.parse(await readFile(join(ownFolders[index], 'outbox', name), 'utf8')) as { to: string },
            ),
        ),
      );
      return mails.map((mail) => mail.to).filter((to) => emails.includes(to));
    };
    const deadline = Date.now() + 30_000;
    while ((await sent()).length < emails.length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await sent()).sort()).toEqual([...emails].sort());
    // Both instances declared the sweeps; the database keeps one schedule of each, so each period runs one job.
    const schedules = await database!.handle.db.execute(sql`select name from jobs.schedule order by name`);
    expect(rowsOf<{ name: string }>(schedules).map((row) => row.name)).toEqual([
      'attempts.expired-sweep',
      'courses.unsettled-payments',
      'files.storage-sweep',
    ]);
  }, 60_000);
});
