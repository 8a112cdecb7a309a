import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { courseRegistrations } from '../../../server/src/courses/courses.tables.js';
import { registrationMailJob } from '../../../server/src/courses/registration-mail.job.js';
import { studyShareMailJob } from '../../../server/src/study-shares/share-mail.job.js';
import { studyShareMailLinks } from '../../../server/src/study-shares/study-shares.tables.js';
import { supportAnswerMailJob } from '../../../server/src/support/support-answer-mail.job.js';
import { supportReplies } from '../../../server/src/support/support.tables.js';
import type { JobKind } from '../../../server/src/jobs/index.js';
import { createCourse, type TestUser } from '../../support/factories.js';
import { failingCommit, jobsOf, retryNow, serverWithFlakyMail } from '../../support/mail-jobs.js';
import { studyWithFiles, type StudyResult } from '../../support/studies.js';
import {
  CREATE_SHARE,
  OPEN_SHARED,
  REVOKE_SHARE,
  SEND_SHARE,
  type Share,
  tokenOf,
} from '../../support/study-shares.js';
import { databaseKind } from '../../support/test-database.js';
import type { TestServer } from '../../support/test-server.js';
import { newTag } from '../../support/users.js';

const PAY = 'mutation ($input: CoursePaymentInput!) { payCourse(input: $input) { approved registrationId } }';
const RECOVER = 'mutation ($c: ID!, $e: String!) { recoverCourseRegistration(courseId: $c, email: $e) }';
const ASK_SUPPORT = 'mutation ($input: SupportRequestInput!) { createSupportRequest(input: $input) { id } }';
const ANSWER = 'mutation ($id: ID!, $message: String!) { answerSupportRequest(id: $id, message: $message) { id } }';

describe(`los correos de cursos, enlaces compartidos y soporte son tareas: se reintentan y salen una vez, solo si se guardó lo que anuncian (${databaseKind()})`, () => {
  let mail: Awaited<ReturnType<typeof serverWithFlakyMail>>;
  let server: TestServer;
  let lab: TestUser & { token: string };
  let doctor: TestUser & { token: string };
  let study: StudyResult;
  beforeAll(async () => {
    mail = await serverWithFlakyMail();
    server = mail.server;
    lab = await server.signedIn('laboratory');
    doctor = await server.signedIn('doctor');
    const patient = await server.signedIn('patient', { doctorId: doctor.id });
    study = await studyWithFiles(server, lab.token, patient.id);
  });
  afterAll(() => server.close());

  const ok = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
    const result = await server.gql<T>(query, variables, token);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data!;
  };
  /** The first run met the refusing mail server: nothing sent, the job waits for its retry with the error. */
  const waitingForRetry = async (email: string, kind: JobKind) => {
    await server.app.deps.jobs.idle();
    expect(await mail.mailsTo(email)).toEqual([]);
    expect(mail.triesTo(email)).toBe(1);
    const waiting = (await jobsOf(server, kind)).filter((job) => job.state === 'retry');
    expect(waiting.map((job) => job.output?.message)).toEqual(['421 4.3.2 Servicio no disponible, intente más tarde']);
  };
  const subjectsTo = async (email: string) => (await mail.mailsTo(email)).map((item) => item.subject);

  describe('la inscripción a un curso', () => {
    const payment = (courseId: number, email: string) => ({
      input: {
        courseId: String(courseId),
        tokenId: 'tok_test_visa_4242',
        fullname: 'Paola Romero',
        spaces: 1,
        name: 'Paola',
        lastname: 'Romero',
        motherLastname: 'Ibarra',
        email,
        phone: '2221234567',
      },
    });

    it('pagada con el correo caído: la confirmación llega una vez cuando el correo vuelve, y la recuperación también', async () => {
      const course = await createCourse(server.db);
      const email = `paola.${newTag()}@correo.mx`;
      mail.failOnce(email);
      expect((await ok<{ payCourse: { approved: boolean } }>(PAY, payment(course.id, email))).payCourse.approved).toBe(
        true,
      );
      await waitingForRetry(email, registrationMailJob);
      await retryNow(server);
      expect(await subjectsTo(email)).toEqual([`Inscripción confirmada: ${course.name}`]);

      mail.failOnce(email);
      expect(await ok(RECOVER, { c: String(course.id), e: email })).toEqual({ recoverCourseRegistration: true });
      await server.app.deps.jobs.idle();
      expect(await subjectsTo(email)).toEqual([`Inscripción confirmada: ${course.name}`]);
      await retryNow(server);
      expect(await subjectsTo(email)).toEqual([
        `Inscripción confirmada: ${course.name}`,
        `Tu inscripción: ${course.name}`,
      ]);
    });

    it('si el pago aprobado no se puede guardar, no sale ninguna confirmación', async () => {
      const course = await createCourse(server.db);
      const email = `paola.${newTag()}@correo.mx`;
      const before = (await jobsOf(server, registrationMailJob)).length;
      const restore = await failingCommit(
        server.db,
        'course_registrations',
        `new.status = 'paid' and new.email = '${email}'`,
      );
      try {
        expect((await server.gql(PAY, payment(course.id, email))).errors![0].message).toBe(messages.internalError);
      } finally {
        await restore();
      }
      const [registration] = await server.db
        .select()
        .from(courseRegistrations)
        .where(eq(courseRegistrations.email, email));
      expect(registration.status).toBe('pending');
      expect(await jobsOf(server, registrationMailJob)).toHaveLength(before);
      await server.app.deps.jobs.idle();
      expect(await mail.mailsTo(email)).toEqual([]);
    });
  });

  describe('«Enviar por correo» de un enlace compartido', () => {
    const share = async () =>
      (await ok<{ createStudyShare: Share }>(CREATE_SHARE, { input: { studyId: study.id } }, lab.token))
        .createStudyShare;
    const linksOf = (shareId: string) =>
      server.db
        .select()
        .from(studyShareMailLinks)
        .where(eq(studyShareMailLinks.shareId, Number(shareId)));

    it('con el correo caído llega una vez cuando vuelve, con un solo enlace que abre el estudio', async () => {
      const created = await share();
      const to = `colega.${newTag()}@consultorio.mx`;
      mail.failOnce(to);
      await ok(SEND_SHARE, { id: created.id, email: to, token: tokenOf(created) }, lab.token);
      await waitingForRetry(to, studyShareMailJob);
      await retryNow(server);

      const [sent] = await mail.mailsTo(to);
      expect(await mail.mailsTo(to)).toHaveLength(1);
      const link = /\/compartir\/([A-Za-z0-9_-]{43})/.exec(sent.text)![1];
      const opened = await server.gql<{ openSharedStudy: { state: string } }>(OPEN_SHARED, { token: link });
      expect(opened.data!.openSharedStudy.state).toBe('OPEN');
      // The refused run's link was replaced by the one sent: one link per email.
      expect(await linksOf(created.id)).toHaveLength(1);
    });

    it('un enlace revocado antes de que el correo salga ya no se envía', async () => {
      const created = await share();
      const to = `colega.${newTag()}@consultorio.mx`;
      mail.failOnce(to);
      await ok(SEND_SHARE, { id: created.id, email: to, token: tokenOf(created) }, lab.token);
      await waitingForRetry(to, studyShareMailJob);
      await ok(REVOKE_SHARE, { id: created.id }, lab.token);
      await retryNow(server);
      expect(await mail.mailsTo(to)).toEqual([]);
      expect(mail.triesTo(to)).toBe(1);
      expect((await jobsOf(server, studyShareMailJob)).at(-1)!.state).toBe('completed');
      // The refused run's link opens nothing: its share is revoked.
      expect(await linksOf(created.id)).toHaveLength(1);
    });
  });

  describe('la respuesta de soporte', () => {
    const ask = async (tag: string) =>
      (
        await ok<{ createSupportRequest: { id: string } }>(
          ASK_SUPPORT,
          { input: { subject: `Factura ${tag}`, message: 'No recibí mi factura.' } },
          doctor.token,
        )
      ).createSupportRequest.id;

    it('con el correo caído le llega a quien preguntó una vez cuando el correo vuelve', async () => {
      const tag = newTag();
      const id = await ask(tag);
      mail.failOnce(doctor.email);
      await ok(ANSWER, { id, message: 'Se la enviamos hoy.' }, lab.token);
      await waitingForRetry(doctor.email, supportAnswerMailJob);
      await retryNow(server);
      const mails = await mail.mailsTo(doctor.email);
      expect(mails.map((item) => item.subject)).toEqual([`Respuesta a tu solicitud de soporte: Factura ${tag}`]);
      expect(mails[0].text).toContain('Se la enviamos hoy.');
    });

    it('si la respuesta no se puede guardar, no se envía nada', async () => {
      const tag = newTag();
      const id = await ask(tag);
      const before = (await jobsOf(server, supportAnswerMailJob)).length;
      const sentBefore = (await mail.mailsTo(doctor.email)).length;
      const restore = await failingCommit(server.db, 'support_replies', `new.message = 'Respuesta ${tag}'`);
      try {
        const result = await server.gql(ANSWER, { id, message: `Respuesta ${tag}` }, lab.token);
        expect(result.errors![0].message).toBe(messages.internalError);
      } finally {
        await restore();
      }
      expect(
        await server.db
          .select()
          .from(supportReplies)
          .where(eq(supportReplies.requestId, Number(id))),
      ).toEqual([]);
      expect(await jobsOf(server, supportAnswerMailJob)).toHaveLength(before);
      expect(await mail.mailsTo(doctor.email)).toHaveLength(sentBefore);
    });
  });
});
