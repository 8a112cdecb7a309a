import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../support/factories.js';
import { startFakeFcm, testServiceAccount } from '../../support/fake-fcm.js';
import { formUpload } from '../../support/multipart.js';
import { type PrivateDatabase, privateDatabase } from '../../support/private-database.js';
import { smallPanoramic } from '../../support/dicom-files.js';
import { compileServer, type ServerBuild, type SpawnedServer, spawnServer } from '../../support/spawned-server.js';

// An instance killed with SIGKILL in the middle of a job, then started again: the job is done once.
// The real server process on a PostgreSQL database; the instance's jobs are taken back after
// JOB_HEARTBEAT_SECONDS (10, the least pg-boss allows) without a sign of life. Three moments:
// an email while the mail server holds it, a study's images while the database holds their row,
// and a push to 20,000 devices a quarter of the way through.
const onServer = process.env.TEST_DB === 'postgres';
if (!onServer)
  console.warn(
    'Recuperación tras kill -9 omitida en la pasada de PGlite: el proceso que se mata y se reinicia usa un servidor PostgreSQL (TEST_DB=postgres).',
  );

const LOGIN = 'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }';
const devices = 20_000;
/** Pushes a kill may repeat: those the provider accepted whose outcome was not yet recorded. */
const repeatBudget = devices / 100;

/** Polls `probe` every 50 ms until it answers a truthy value, for at most `timeoutMs`. */
async function until<T>(probe: () => Promise<T>, timeoutMs: number, what: string): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!onServer)(
  'una instancia muerta a mitad de una tarea la termina una vez al volver (PostgreSQL)',
  () => {
    let database: PrivateDatabase;
    let sql: postgres.Sql;
    let build: ServerBuild;
    let server: SpawnedServer;
    let dataDir: string;
    /** Every message the mail server accepted, and the ones it holds without answering. */
    const accepted: { to: string; text: string }[] = [];
    let holdMail = false;
    const held: (() => void)[] = [];
    let smtp: SMTPServer;
    const projectId = 'laboratorio-crash';
    const { account, publicKey } = testServiceAccount(projectId);
    const fcm = startFakeFcm({ projectId, publicKey, clientEmail: account.client_email });

    const gql = async <T>(query: string, variables: Record<string, unknown> = {}, token?: string) => {
      const response = await fetch(`${server.origin}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: T; errors?: { message: string }[] };
    };
    const signIn = async (role: Parameters<typeof createUser>[1]) => {
      const user = await createUser(database.handle.db, role);
      const answer = await gql<{ login: { token: string } }>(LOGIN, { i: user.email, p: user.password });
      return { ...user, token: answer.data!.login.token };
    };
    /** The jobs of `name` in the portal's queue, with their state and retries. */
    const jobs = (name: string) =>
      sql<{ state: string; retry_count: number }[]>`select state, retry_count from jobs.job where name = ${name}`;
    /** kill -9, then the same instance started again. */
    const killAndRestart = async () => {
      await server.kill9();
      await server.start();
    };

    beforeAll(async () => {
      database = await privateDatabase();
      sql = postgres(database.url!, { max: 2, onnotice: () => {} });
      dataDir = await mkdtemp(join(tmpdir(), 'portal-crash-'));
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const finish = () => {
              accepted.push({
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
                text: Buffer.concat(chunks).toString(),
              });
              callback();
            };
            // A held message has no answer yet: the sender is waiting for the mail server.
            if (holdMail) held.push(finish);
            else finish();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const smtpPort = (smtp.server.address() as { port: number }).port;
      const fcmOrigin = await fcm.listen();
      build = await compileServer('crash');
      server = await spawnServer(build, {
        name: 'instancia',
        env: {
          DATABASE_URL: database.url!,
          DATA_DIR: dataDir,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          FCM_SERVICE_ACCOUNT_JSON: JSON.stringify(account),
          FCM_ENDPOINT: fcmOrigin,
          FCM_TOKEN_URL: `${fcmOrigin}/token`,
          RATE_LIMIT_PER_MINUTE: '100000',
          JOB_HEARTBEAT_SECONDS: '10',
          JOB_SUPERVISE_SECONDS: '1',
          JOB_POLL_SECONDS: '0.5',
        },
      });
    }, 180_000);

    afterAll(async () => {
      for (const finish of held.splice(0)) finish();
      await server?.stop();
      await build?.remove();
      await fcm.close();
      await new Promise<void>((resolve) => smtp?.close(() => resolve()));
      await sql?.end({ timeout: 5 });
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('el correo para restablecer la contraseña que el servidor de correo retenía llega una sola vez', async () => {
      const doctor = await createUser(database.handle.db, 'doctor');
      holdMail = true;
      const asked = await gql(`mutation ($email: String!) { requestPasswordReset(email: $email) }`, {
        email: doctor.email,
      });
      expect(asked.errors).toBeUndefined();
      await until(async () => held.length === 1, 30_000, 'the mail server holds the message');
      await killAndRestart();
      // What the dead instance had sent was never accepted: the mail server drops it.
      held.splice(0);
      holdMail = false;
      await until(async () => accepted.some((mail) => mail.to === doctor.email), 60_000, 'the email arrives');
      await until(async () => (await jobs('mail.password-reset'))[0]?.state === 'completed', 10_000, 'job done');
      expect(accepted.filter((mail) => mail.to === doctor.email)).toHaveLength(1);
      const [job] = await jobs('mail.password-reset');
      expect(job).toMatchObject({ state: 'completed', retry_count: 1 });
      // Only the link of the run that finished works: the dead run's was replaced.
      const [{ usable }] = await sql<{ usable: number }[]>`
      select count(*)::int as usable from password_resets r join users u on u.id = r.user_id
      where u.email = ${doctor.email} and r.used_at is null`;
      expect(usable).toBe(1);
    }, 120_000);

    it('las miniaturas de un estudio cuya fila retenía la base se hacen una vez', async () => {
      const lab = await signIn('laboratory');
      const doctor = await createUser(database.handle.db, 'doctor');
      const patient = await createUser(database.handle.db, 'patient', { doctorId: doctor.id });
      const instance = smallPanoramic({ seed: 'crash-px' });
      const form = await formUpload('file', instance.bytes, instance.fileName);
      const upload = await fetch(`${server.origin}/studies/uploads`, {
        method: 'POST',
        headers: { ...form.headers, authorization: `Bearer ${lab.token}` },
        body: form.payload,
      });
      expect(upload.status).toBe(201);
      const staged = ((await upload.json()) as { data: { id: number } }).data;
      // The database holds every new rendering's row: the job renders, stores its bytes and waits.
      const holder = await sql.reserve();
      await holder`begin`;
      await holder`lock table dicom_renderings in exclusive mode`;
      try {
        const types = await gql<{ studyTypes: { id: string; name: string }[] }>(
          '{ studyTypes { id name } }',
          {},
          lab.token,
        );
        const saved = await gql<{ createStudy: { id: string } }>(
          'mutation ($input: NewStudyInput!) { createStudy(input: $input) { id } }',
          {
            input: {
              patientId: String(patient.id),
              studyTypeId: types.data!.studyTypes.find((type) => type.name === 'Radiografía panorámica')!.id,
              studyDate: '2026-11-20',
              expiresInDays: 90,
              fileIds: [String(staged.id)],
              dicomPatientConfirmed: true,
            },
          },
          lab.token,
        );
        expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
        await until(
          async () => {
            const [waiting] = await sql<{ count: number }[]>`
            select count(*)::int as count from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query ilike '%dicom_renderings%'`;
            return waiting.count > 0;
          },
          60_000,
          'the rendering job waits for its row',
        );
        await server.kill9();
      } finally {
        await holder`rollback`;
        holder.release();
      }
      await server.start();
      const rows = await until(
        async () => {
          const made = await sql<{ variant: string; storage_key: string }[]>`
          select r.variant, r.storage_key from dicom_renderings r join study_files f on f.id = r.file_id
          where f.study_id = (select study_id from study_files where id = ${staged.id})`;
          return made.length >= 2 ? made : null;
        },
        60_000,
        'the thumbnail and the preview are made',
      );
      // The series' thumbnail and preview, once each: the dead run's row never committed.
      expect(rows).toHaveLength(2);
      expect(new Set(rows.map((row) => row.variant)).size).toBe(2);
      const [job] = await jobs('dicom-web.series-images');
      expect(job).toMatchObject({ state: 'completed' });
      expect(job.retry_count).toBeGreaterThanOrEqual(1);
    }, 120_000);

    it('un aviso a 20 000 teléfonos llega a cada uno, y menos del 1 % dos veces', async () => {
      const admin = await signIn('admin');
      await sql`
      insert into users (name, lastname, email, password_hash, user_type_id, status)
      select 'Paciente', 'Choque ' || g, 'choque.paciente.' || g || '@example.mx', 'not-a-password-hash', t.id, true
      from generate_series(1, ${devices}::int) g, user_types t where t.slug = 'patient'`;
      await sql`
      insert into push_devices (token, platform, app_version, user_id)
      select 'choque-token-' || u.id, 'ANDROID', '3.2.0', u.id from users u where u.email like 'choque.paciente.%'`;
      // A provider far away: the sends are in flight when the instance dies.
      fcm.state.sendDelayMs = 5;
      const published = await gql<{ createNotification: { id: string; recipients: number } }>(
        'mutation ($input: NotificationInput!) { createNotification(input: $input) { id recipients } }',
        { input: { title: 'Aviso', body: 'El laboratorio abre el sábado.', audience: 'PATIENTS' } },
        admin.token,
      );
      expect(published.errors).toBeUndefined();
      await until(async () => fcm.sends.length >= devices / 4, 120_000, 'a quarter of the pushes sent');
      await killAndRestart();
      const token = (await gql<{ login: { token: string } }>(LOGIN, { i: admin.email, p: admin.password })).data!.login
        .token;
      const progress = await until(
        async () => {
          const answer = await gql<{ notification: { state: string; sentCount: number; failedCount: number } }>(
            'query ($id: ID!) { notification(id: $id) { state sentCount failedCount } }',
            { id: published.data!.createNotification.id },
            token,
          );
          return answer.data?.notification.state === 'SENT' ? answer.data.notification : null;
        },
        180_000,
        'every push delivered',
      );
      const perToken = new Map<string, number>();
      for (const send of fcm.sends) {
        const to = String(send.body.message.token);
        if (to.startsWith('choque-token-')) perToken.set(to, (perToken.get(to) ?? 0) + 1);
      }
      const repeated = [...perToken.values()].filter((count) => count > 1).length;
      console.log(`kill -9 during a push to ${devices} devices: ${repeated} devices got it twice`);
      expect(perToken.size).toBe(devices);
      expect(progress).toMatchObject({ sentCount: devices, failedCount: 0 });
      expect(repeated).toBeLessThan(repeatBudget);
    }, 400_000);
  },
);
