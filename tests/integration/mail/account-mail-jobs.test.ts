import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { patientInvitationJob } from '../../../server/src/patients/patient-invitation.job.js';
import { accountExistsJob } from '../../../server/src/users/account-exists.job.js';
import { accountInvitationJob } from '../../../server/src/users/account-invitation.job.js';
import { preRegistrationRejectionJob } from '../../../server/src/users/pre-registration-rejection.job.js';
import { doctorPreRegistrations } from '../../../server/src/users/pre-registrations.tables.js';
import { createUser, type TestUser } from '../../support/factories.js';
import { failingCommit, jobsOf, retryNow, serverWithFlakyMail } from '../../support/mail-jobs.js';
import { graphqlUpload } from '../../support/multipart.js';
import { databaseKind } from '../../support/test-database.js';
import type { TestServer } from '../../support/test-server.js';
import { accountsWithEmail, linkTokenFor, manySignIns, newTag, officeData } from '../../support/users.js';

const CREATE_PATIENT = 'mutation ($input: PatientInput!) { createPatient(input: $input) { id } }';
const SUBMIT = 'mutation ($input: DoctorPreRegistrationInput!) { submitDoctorPreRegistration(input: $input) }';
const APPROVE = 'mutation ($id: ID!) { approveDoctorPreRegistration(id: $id) { id } }';
const REJECT = 'mutation ($id: ID!, $reason: String!) { rejectDoctorPreRegistration(id: $id, reason: $reason) { id } }';
const IMPORT = 'mutation ($file: Upload!) { importUsers(file: $file) { accepted { email } invitationsFailed } }';
const USABLE = 'query ($token: String!) { passwordLinkUsable(token: $token) }';

describe(`los correos de cuentas son tareas: se reintentan si el servidor de correo falla y salen una vez, solo si se guardó lo que anuncian (${databaseKind()})`, () => {
  let mail: Awaited<ReturnType<typeof serverWithFlakyMail>>;
  let server: TestServer;
  let admin: TestUser & { token: string };
  let office: TestUser & { token: string };
  let doctor: TestUser;
  beforeAll(async () => {
    mail = await serverWithFlakyMail({ ...manySignIns, publicUrl: 'https://portal.lab.mx' });
    server = mail.server;
    admin = await server.signedIn('admin');
    office = await server.signedIn('office-admin');
    doctor = await createUser(server.db, 'doctor');
  });
  afterAll(() => server.close());

  const ok = async <T>(query: string, variables: Record<string, unknown>, token?: string): Promise<T> => {
    const result = await server.gql<T>(query, variables, token);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data!;
  };
  const usable = async (token: string) =>
    (await server.gql<{ passwordLinkUsable: boolean }>(USABLE, { token })).data!.passwordLinkUsable;
  /** The first run met the refusing mail server: nothing sent, the job waits for its retry with the error. */
  const waitingForRetry = async (email: string, kind: Parameters<typeof jobsOf>[1]) => {
    expect(await mail.mailsTo(email)).toEqual([]);
    expect(mail.triesTo(email)).toBe(1);
    const waiting = (await jobsOf(server, kind)).filter((job) => job.state === 'retry');
    expect(waiting.map((job) => job.output?.message)).toEqual(['421 4.3.2 Servicio no disponible, intente más tarde']);
  };
  const preRegistration = async (tag: string) => {
    const email = `ricardo.${tag}@dental.mx`;
    const input = {
      name: 'Ricardo',
      lastname: 'Salinas',
      motherLastname: tag,
      email,
      phone: '2229876543',
      birthDate: '1979-09-30',
      sex: 'MALE',
      doctorData: officeData,
    };
    expect(await ok(SUBMIT, { input })).toEqual({ submitDoctorPreRegistration: true });
    const [request] = await server.db
      .select()
      .from(doctorPreRegistrations)
      .where(eq(doctorPreRegistrations.email, email));
    return { email, id: String(request.id) };
  };
  const statusOf = async (id: string) =>
    (
      await server.db
        .select()
        .from(doctorPreRegistrations)
        .where(eq(doctorPreRegistrations.id, Number(id)))
    )[0].status;

  describe('la invitación de un paciente nuevo', () => {
    const patient = (tag: string) => ({
      name: 'Lucía',
      lastname: 'Hernández',
      motherLastname: tag,
      email: `lucia.${tag}@correo.mx`,
      phone: '5522334455',
      birthDate: '1992-03-08',
      doctorId: String(doctor.id),
    });

    it('con el correo caído se registra igual; la invitación llega una vez cuando el correo vuelve, con un enlace que sirve', async () => {
      const tag = newTag();
      const email = `lucia.${tag}@correo.mx`;
      mail.failOnce(email);
      await ok(CREATE_PATIENT, { input: patient(tag) }, office.token);
      await server.app.deps.jobs.idle();
      await waitingForRetry(email, patientInvitationJob);

      await retryNow(server);
      const mails = await mail.mailsTo(email);
      expect(mails.map((item) => item.subject)).toEqual(['Tu cuenta del laboratorio virtual']);
      expect(mails[0].text).toContain(`paciente de ${doctor.fullName}`);
      // The failed run's link was replaced by the one sent.
      expect(await usable((await linkTokenFor(server, email)).token)).toBe(true);
      expect((await jobsOf(server, patientInvitationJob)).at(-1)).toMatchObject({ state: 'completed' });
    });

    it('si la alta no se confirma en la base de datos, no queda paciente ni invitación', async () => {
      const tag = newTag();
      const before = (await jobsOf(server, patientInvitationJob)).length;
      const restore = await failingCommit(server.db, 'users', `new.mother_lastname = '${tag}'`);
      try {
        const result = await server.gql(CREATE_PATIENT, { input: patient(tag) }, office.token);
        expect(result.errors![0].message).toBe(messages.internalError);
      } finally {
        await restore();
      }
      expect(await accountsWithEmail(server, `lucia.${tag}@correo.mx`)).toBe(0);
      expect(await jobsOf(server, patientInvitationJob)).toHaveLength(before);
      expect(await mail.mailsTo(`lucia.${tag}@correo.mx`)).toEqual([]);
    });
  });

  describe('el pre-registro de un doctor', () => {
    it('aprobado con el correo caído: la cuenta queda creada y su invitación llega una vez, con un enlace que sirve', async () => {
      const request = await preRegistration(newTag());
      mail.failOnce(request.email);
      await ok(APPROVE, { id: request.id }, admin.token);
      await server.app.deps.jobs.idle();
      await waitingForRetry(request.email, accountInvitationJob);

      await retryNow(server);
      expect((await mail.mailsTo(request.email)).map((item) => item.subject)).toEqual(['Tu pre-registro fue aprobado']);
      expect(await usable((await linkTokenFor(server, request.email)).token)).toBe(true);
    });

    it('si la aprobación no se confirma, la solicitud sigue pendiente, sin cuenta ni correo', async () => {
      const request = await preRegistration(newTag());
      const before = (await jobsOf(server, accountInvitationJob)).length;
      const restore = await failingCommit(server.db, 'users', `new.email = '${request.email}'`);
      try {
        expect((await server.gql(APPROVE, { id: request.id }, admin.token)).errors![0].message).toBe(
          messages.internalError,
        );
      } finally {
        await restore();
      }
      expect(await statusOf(request.id)).toBe('pending');
      expect(await accountsWithEmail(server, request.email)).toBe(0);
      expect(await jobsOf(server, accountInvitationJob)).toHaveLength(before);
      expect(await mail.mailsTo(request.email)).toEqual([]);
    });

    it('rechazado con el correo caído: el motivo llega una vez cuando el correo vuelve', async () => {
      const request = await preRegistration(newTag());
      mail.failOnce(request.email);
      await ok(REJECT, { id: request.id, reason: 'Falta la cédula profesional' }, admin.token);
      await server.app.deps.jobs.idle();
      await waitingForRetry(request.email, preRegistrationRejectionJob);

      await retryNow(server);
      const mails = await mail.mailsTo(request.email);
      expect(mails.map((item) => item.subject)).toEqual(['Tu solicitud de pre-registro no fue aprobada']);
      expect(mails[0].text).toContain('Motivo: Falta la cédula profesional');
    });

    it('si el rechazo no se confirma, la solicitud sigue pendiente y no se avisa nada', async () => {
      const request = await preRegistration(newTag());
      const before = (await jobsOf(server, preRegistrationRejectionJob)).length;
      const restore = await failingCommit(
        server.db,
        'doctor_pre_registrations',
        `new.status = 'rejected' and new.email = '${request.email}'`,
      );
      try {
        const result = await server.gql(REJECT, { id: request.id, reason: 'Datos incompletos' }, admin.token);
        expect(result.errors![0].message).toBe(messages.internalError);
      } finally {
        await restore();
      }
      expect(await statusOf(request.id)).toBe('pending');
      expect(await jobsOf(server, preRegistrationRejectionJob)).toHaveLength(before);
      expect(await mail.mailsTo(request.email)).toEqual([]);
    });

    it('con el correo de una cuenta existente, el aviso llega una vez cuando el correo vuelve', async () => {
      const owner = await createUser(server.db, 'doctor');
      mail.failOnce(owner.email);
      const input = {
        name: 'Ricardo',
        lastname: 'Salinas',
        motherLastname: 'Ruiz',
        email: owner.email,
        phone: '2229876543',
        birthDate: '1979-09-30',
        doctorData: officeData,
      };
      expect(await ok(SUBMIT, { input })).toEqual({ submitDoctorPreRegistration: true });
      await server.app.deps.jobs.idle();
      await waitingForRetry(owner.email, accountExistsJob);

      await retryNow(server);
      expect((await mail.mailsTo(owner.email)).map((item) => item.subject)).toEqual([
        'Ya tienes una cuenta en el portal',
      ]);
    });
  });

  describe('la importación de usuarios', () => {
    const upload = async (csv: string) => {
      const form = await graphqlUpload(IMPORT, {}, { field: 'file', name: 'u.csv', bytes: Buffer.from(csv) });
      const response = await server.inject({
        method: 'POST',
        url: '/graphql',
        headers: { ...form.headers, authorization: `Bearer ${admin.token}` },
        payload: form.payload,
      });
      return response.json() as {
        data?: { importUsers: { accepted: { email: string }[]; invitationsFailed: string[] } } | null;
        errors?: { message: string }[];
      };
    };
    const file = (tag: string) =>
      [
        'name,lastname,mother_lastname,email,phone,type',
        `Elena,Ríos,${tag},elena.${tag}@clinica.mx,5512340001,doctor`,
        `Marta,Ibarra,${tag},marta.${tag}@lab.mx,5512340003,laboratorio`,
      ].join('\n');

    it('una tarea por cuenta: la que el correo rechaza llega al reintentarse, la otra enseguida, cada una una vez', async () => {
      const tag = newTag();
      const [elena, marta] = [`elena.${tag}@clinica.mx`, `marta.${tag}@lab.mx`];
      const before = (await jobsOf(server, accountInvitationJob)).length;
      mail.failOnce(marta);
      const answer = await upload(file(tag));
      expect(answer.data!.importUsers).toEqual({
        accepted: [{ email: elena }, { email: marta }],
        invitationsFailed: [],
      });
      await server.app.deps.jobs.idle();
      expect((await jobsOf(server, accountInvitationJob)).slice(before).map((job) => job.data.occasion)).toEqual([
        'import',
        'import',
      ]);
      expect(await mail.mailsTo(elena)).toHaveLength(1);
      await waitingForRetry(marta, accountInvitationJob);

      await retryNow(server);
      expect((await mail.mailsTo(marta)).map((item) => item.subject)).toEqual(['Tu cuenta del portal del laboratorio']);
      expect(await mail.mailsTo(elena)).toHaveLength(1);
      expect(await usable((await linkTokenFor(server, marta)).token)).toBe(true);
    });

    it('si la importación no se confirma, no queda ninguna cuenta ni invitación', async () => {
      const tag = newTag();
      const before = (await jobsOf(server, accountInvitationJob)).length;
      const restore = await failingCommit(server.db, 'users', `new.mother_lastname = '${tag}'`);
      try {
        expect((await upload(file(tag))).errors![0].message).toBe(messages.internalError);
      } finally {
        await restore();
      }
      expect(await accountsWithEmail(server, `elena.${tag}@clinica.mx`)).toBe(0);
      expect(await jobsOf(server, accountInvitationJob)).toHaveLength(before);
      expect(await mail.mailsTo(`elena.${tag}@clinica.mx`)).toEqual([]);
    });
  });
});
