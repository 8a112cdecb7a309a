import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { portalMessages } from '../../../shared/portal-messages.js';
import { passwordResetJob } from '../../../server/src/auth/password-reset.job.js';
import { isCatalogued } from '../../../server/src/common/translations.js';
import { createUser } from '../../support/factories.js';
import { startCustomServer } from '../../support/hardening.js';
import {
  BACKGROUND_JOB_COUNTS,
  BACKGROUND_JOBS,
  type BackgroundJobPage,
  type BackgroundJobView,
  endRetryWait,
  RETRY_BACKGROUND_JOB,
  smtpDown,
  unreliableMailer,
} from '../../support/jobs.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const REQUEST_RESET = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const LINK_USABLE = 'query ($token: String!) { passwordLinkUsable(token: $token) }';
const kind = passwordResetJob.name;

/*
 * The job runner through the real server: jobs stored with the caller's transaction, retried with
 * growing waits, failed for good and run again by the administrator, one waiting job per singleton
 * key, and each server's namespace its own. The password-reset email is the job; its mail server
 * is one the tests take down and bring back. No test waits for a backoff: the wait is ended.
 */
describe(`el ejecutor de tareas en segundo plano (${databaseKind()})`, () => {
  const mail = unreliableMailer();
  let server: TestServer;
  /** Another instance on the same database, with its own namespace. */
  let other: TestServer;
  let admin: string;

  const jobs = async (variables: Record<string, unknown> = {}, token = admin, on = server) => {
    const answer = await on.gql<{ backgroundJobs: BackgroundJobPage }>(BACKGROUND_JOBS, variables, token);
    expect(answer.errors).toBeUndefined();
    return answer.data!.backgroundJobs;
  };
  const jobById = async (id: string) => (await jobs({ first: 100 })).edges.find((edge) => edge.node.id === id)?.node;
  const retry = (id: string, token = admin) =>
    server.gql<{ retryBackgroundJob: BackgroundJobView }>(RETRY_BACKGROUND_JOB, { id }, token);

  beforeAll(async () => {
    server = await startCustomServer({ mailer: mail.mailer });
    other = await startTestServer();
    admin = (await server.signedIn('admin')).token;
  });
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  it('una tarea enviada en una transacción que se deshace nunca corre; confirmada, corre una vez', async () => {
    const { deps } = server.app;
    const doctor = await createUser(server.db, 'doctor');
    let undone: string | null = null;
    await expect(
      server.db.transaction(async (tx) => {
        undone = await deps.jobs.send(passwordResetJob, { email: doctor.email }, { tx });
        throw new Error('la consulta falló después de enviar la tarea');
      }),
    ).rejects.toThrow('la consulta falló');
    expect(undone).toMatch(/^[0-9a-f-]{36}$/);

    const kept = await server.db.transaction((tx) => deps.jobs.send(passwordResetJob, { email: doctor.email }, { tx }));
    await deps.jobs.idle();

    expect(mail.delivered.filter((sent) => sent.to === doctor.email)).toHaveLength(1);
    const listed = (await jobs({ first: 100 })).edges.map((edge) => edge.node);
    // What a job works on stays out of the list: its data holds the address.
    expect(JSON.stringify(listed)).not.toContain(doctor.email);
    expect(listed.map((job) => job.id)).not.toContain(undone);
    expect(listed.find((job) => job.id === kept)).toMatchObject({
      kind,
      title: 'Correo para restablecer la contraseña',
      state: 'DONE',
      attempts: 1,
      error: null,
      nextAttemptAt: null,
    });
    // The retry of a job never stored is an unknown job.
    expect((await retry(undone!)).errors?.[0]).toMatchObject({
      message: messages.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('un correo que falla se reintenta con esperas que crecen, con su error a la vista; agotados sus intentos queda fallido y el administrador lo reintenta', async () => {
    const patient = await createUser(server.db, 'patient');
    mail.unreachable.add(patient.email);
    const asked = await server.gql(REQUEST_RESET, { email: patient.email });
    expect(asked.errors).toBeUndefined();
    await server.app.deps.jobs.idle();
    const [{ node: first }] = (await jobs({ kind, first: 1 })).edges;
    const id = first.id;

    const retryLimit = passwordResetJob.retryLimit ?? 5;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= retryLimit; attempt++) {
      const job = (await jobById(id))!;
      expect(job).toMatchObject({ state: 'QUEUED', attempts: attempt, retryLimit, error: smtpDown, finishedAt: null });
      waits.push((Date.parse(job.nextAttemptAt!) - Date.parse(job.startedAt!)) / 1000);
      expect(await endRetryWait(server.db, id)).toBe(true);
      await server.app.deps.jobs.idle();
    }
    // pg-boss waits 10 s × 2^(n-1) to twice that before the n-th retry (jitter inside the range):
    // each wait is at least as long as the longest the one before it could be.
    waits.forEach((wait, index) => {
      const least = 10 * 2 ** index;
      expect(wait, `espera ${index + 1}`).toBeGreaterThanOrEqual(least);
      expect(wait, `espera ${index + 1}`).toBeLessThan(2 * least + 2);
    });

    const failed = (await jobById(id))!;
    expect(failed).toMatchObject({
      state: 'FAILED',
      attempts: retryLimit + 1,
      error: smtpDown,
      nextAttemptAt: null,
    });
    expect(failed.finishedAt).not.toBeNull();
    expect((await jobs({ state: 'FAILED' })).edges.map((edge) => edge.node.id)).toContain(id);
    const counts = await server.gql<{ backgroundJobCounts: Record<string, number> }>(BACKGROUND_JOB_COUNTS, {}, admin);
    expect(counts.data!.backgroundJobCounts.failed).toBeGreaterThanOrEqual(1);
    expect(mail.tried.filter((sent) => sent.to === patient.email)).toHaveLength(retryLimit + 1);
    expect(mail.delivered.filter((sent) => sent.to === patient.email)).toHaveLength(0);

    // The mail server is back: the administrator runs it again, once.
    mail.unreachable.delete(patient.email);
    const retried = await retry(id);
    expect(retried.errors).toBeUndefined();
    expect(retried.data!.retryBackgroundJob).toMatchObject({ id, retryLimit: retryLimit + 1 });
    expect(['QUEUED', 'RUNNING', 'DONE']).toContain(retried.data!.retryBackgroundJob.state);
    await server.app.deps.jobs.idle();
    expect(await jobById(id)).toMatchObject({ state: 'DONE', attempts: retryLimit + 2, error: null });
    const sent = mail.delivered.filter((item) => item.to === patient.email);
    expect(sent).toHaveLength(1);
    // Each failed run replaced its link: the one that arrived works.
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(sent[0].text)![1]);
    const usable = await server.gql<{ passwordLinkUsable: boolean }>(LINK_USABLE, { token });
    expect(usable.data!.passwordLinkUsable).toBe(true);

    const again = await retry(id);
    expect(again.errors?.[0]).toMatchObject({
      message: portalMessages.backgroundJobNotFailed,
      extensions: { code: 'CONFLICT', field: 'id' },
    });
  });

  it('con una clave única espera una sola tarea, que no se puede reintentar mientras espera', async () => {
    const { deps } = server.app;
    const later = new Date(Date.now() + 3_600_000);
    const once = { singletonKey: `resumen-${Date.now()}`, startAfter: later };
    const queuedBefore = (await jobs({ state: 'QUEUED' })).totalCount;
    const id = await deps.jobs.send(passwordResetJob, { email: 'nadie@prueba.mx' }, once);
    expect(id).not.toBeNull();
    expect(await deps.jobs.send(passwordResetJob, { email: 'nadie@prueba.mx' }, once)).toBeNull();

    const queued = await jobs({ state: 'QUEUED' });
    expect(queued.totalCount).toBe(queuedBefore + 1);
    const job = queued.edges.find((edge) => edge.node.id === id)!.node;
    expect(job).toMatchObject({ attempts: 0, startedAt: null, error: null });
    expect(Math.abs(Date.parse(job.nextAttemptAt!) - later.getTime())).toBeLessThan(1000);
    expect((await retry(id!)).errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
  });

  it('la lista se lee por páginas en ambos sentidos, la más nueva primero, y rechaza lo que no entiende en español', async () => {
    const { deps } = server.app;
    const ids: string[] = [];
    for (let index = 0; index < 3; index++) {
      ids.push((await deps.jobs.send(passwordResetJob, { email: `lista${index}@prueba.mx` }))!);
    }
    await deps.jobs.idle();
    const all = (await jobs({ first: 100 })).edges.map((edge) => edge.node.id);
    expect(all.slice(0, 3)).toEqual([...ids].reverse());

    const firstPage = await jobs({ first: 2 });
    expect(firstPage.edges.map((edge) => edge.node.id)).toEqual(all.slice(0, 2));
    expect(firstPage.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const secondPage = await jobs({ first: 2, after: firstPage.pageInfo.endCursor });
    expect(secondPage.edges.map((edge) => edge.node.id)).toEqual(all.slice(2, 4));
    expect(secondPage.pageInfo.hasPreviousPage).toBe(true);
    const back = await jobs({ last: 2, before: secondPage.pageInfo.startCursor });
    expect(back.edges.map((edge) => edge.node.id)).toEqual(all.slice(0, 2));
    expect(back.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const oldest = await jobs({ last: 2 });
    expect(oldest.edges.map((edge) => edge.node.id)).toEqual(all.slice(-2));
    expect(oldest.totalCount).toBe(all.length);

    const refused = async (variables: Record<string, unknown>) =>
      (await server.gql(BACKGROUND_JOBS, variables, admin)).errors?.[0];
    expect(await refused({ kind: 'mail.nada' })).toMatchObject({
      message: portalMessages.backgroundJobKindUnknown,
      extensions: { code: 'BAD_USER_INPUT', field: 'kind' },
    });
    expect(await refused({ after: 'no-es-un-cursor' })).toMatchObject({
      message: messages.cursorInvalid,
      extensions: { field: 'after' },
    });
    expect(await refused({ first: 2, last: 2 })).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'last' },
    });
    for (const id of ['abc', '', "1' or '1'='1"]) {
      expect((await retry(id)).errors?.[0], id).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    }
  });

  it('el título sale en el idioma que pide la consulta', async () => {
    await server.app.deps.jobs.send(passwordResetJob, { email: 'titulo@prueba.mx' });
    await server.app.deps.jobs.idle();
    const english = await server.gql<{ backgroundJobs: BackgroundJobPage }>(
      BACKGROUND_JOBS,
      { kind, first: 1 },
      admin,
      {
        'accept-language': 'en',
      },
    );
    expect(english.data!.backgroundJobs.edges[0].node.title).toBe('Password reset email');
  });

  it('cada tipo de tarea tiene un nombre estable y su título en los catálogos, para mostrarlo en cada idioma', () => {
    const kinds = server.app.deps.jobs.kinds;
    expect(kinds).toContain(passwordResetJob);
    for (const declared of kinds) {
      expect(declared.name).toMatch(/^[a-z0-9]+(?:[.-][a-z0-9]+)*$/);
      // A title not marked for extraction would stay in Spanish for everyone.
      expect(isCatalogued(declared.title), declared.name).toBe(true);
    }
  });

  it('un doctor o una administradora de consultorio reciben FORBIDDEN en las tres operaciones', async () => {
    const [{ node: job }] = (await jobs({ first: 1 })).edges;
    for (const role of ['doctor', 'office-admin'] as const) {
      const { token } = await server.signedIn(role);
      for (const [query, variables] of [
        [BACKGROUND_JOBS, {}],
        [BACKGROUND_JOB_COUNTS, {}],
        [RETRY_BACKGROUND_JOB, { id: job.id }],
      ] as const) {
        const answer = await server.gql(query, variables, token);
        expect(answer.data ?? null, role).toBeNull();
        expect(answer.errors?.[0], role).toMatchObject({
          message: messages.forbidden,
          extensions: { code: 'FORBIDDEN' },
        });
      }
    }
    const anonymous = await server.gql(BACKGROUND_JOB_COUNTS);
    expect(anonymous.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('las tareas de otro servidor (otro espacio de nombres) no se listan ni se reintentan aquí', async () => {
    const theirs = (await other.app.deps.jobs.send(passwordResetJob, { email: 'otra-sucursal@prueba.mx' }))!;
    await other.app.deps.jobs.idle();
    // The same administrator, on the other instance, sees it there.
    expect((await jobs({ first: 100 }, admin, other)).edges.map((edge) => edge.node.id)).toContain(theirs);
    expect((await jobs({ first: 100 })).edges.map((edge) => edge.node.id)).not.toContain(theirs);
    expect((await retry(theirs)).errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
  });
});
