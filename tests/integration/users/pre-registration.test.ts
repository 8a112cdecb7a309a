import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { doctorPreRegistrations } from '../../../server/src/users/pre-registrations.tables.js';
import { createUser, type TestUser } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import {
  accountsWithEmail,
  gqlHelpers,
  linkTokenFor,
  manySignIns,
  newTag,
  officeData,
  RESET_PASSWORD,
  type UserDetail,
} from '../../support/users.js';
import { type ConnectionPage, nodesOf } from '../../support/connections.js';

const SUBMIT = 'mutation ($input: DoctorPreRegistrationInput!) { submitDoctorPreRegistration(input: $input) }';
const PENDING = `query ($status: PreRegistrationStatus, $first: Int) { doctorPreRegistrations(status: $status, first: $first) {
  totalCount edges { node { id fullName email phone birthDate sex status rejectionReason reviewedAt userId createdAt doctorData { specialty zipCode clinicAddress } } } } }`;
const APPROVE = `mutation ($id: ID!) { approveDoctorPreRegistration(id: $id) {
  id email fullName status profileCompletionPending type { role } doctorData { specialty openingTime zipCode } } }`;
const REJECT =
  'mutation ($id: ID!, $reason: String!) { rejectDoctorPreRegistration(id: $id, reason: $reason) { id status rejectionReason } }';
const ME = '{ me { email profileCompletionPending type { role } doctorData { specialty city } } }';

type Request = {
  id: string;
  fullName: string;
  email: string;
  status: string;
  rejectionReason: string | null;
  userId: string | null;
  doctorData: { specialty: string };
};

describe(`pre-registro de doctores (${databaseKind()})`, () => {
  let server: TestServer;
  let ok: ReturnType<typeof gqlHelpers>['ok'];
  let failure: ReturnType<typeof gqlHelpers>['failure'];
  let admin: TestUser & { token: string };
  beforeAll(async () => {
    server = await startTestServer({ ...manySignIns, publicUrl: 'https://portal.lab.mx' });
    ({ ok, failure } = gqlHelpers(server));
    admin = await server.signedIn('admin');
  });
  afterAll(() => server.close());

  const form = (tag: string, overrides: Record<string, unknown> = {}) => ({
    name: 'Ricardo',
    lastname: 'Salinas',
    motherLastname: tag,
    email: `ricardo.${tag}@dental.mx`,
    phone: '2229876543',
    birthDate: '1979-09-30',
    sex: 'MALE',
    doctorData: officeData,
    ...overrides,
  });
  const requestOf = async (email: string) => {
    const list = (
      await ok<{ doctorPreRegistrations: ConnectionPage<Request> }>(
        PENDING,
        { status: 'PENDING', first: 100 },
        admin.token,
      )
    ).doctorPreRegistrations;
    return nodesOf(list).find((item) => item.email === email);
  };

  it('el doctor envía sus datos sin sesión, el admin lo aprueba, él crea su contraseña con el enlace del correo e inicia sesión', async () => {
    const tag = newTag();
    const input = form(tag);
    expect(await ok(SUBMIT, { input })).toEqual({ submitDoctorPreRegistration: true });
    expect(await accountsWithEmail(server, input.email)).toBe(0);

    const request = await requestOf(input.email);
    expect(request).toMatchObject({
      fullName: `Ricardo Salinas ${tag}`,
      status: 'PENDING',
      userId: null,
      doctorData: { specialty: 'Ortodoncia' },
    });

    const approved = (await ok<{ approveDoctorPreRegistration: UserDetail }>(APPROVE, { id: request!.id }, admin.token))
      .approveDoctorPreRegistration;
    expect(approved).toMatchObject({
      email: input.email,
      fullName: `Ricardo Salinas ${tag}`,
      status: true,
      profileCompletionPending: false,
      type: { role: 'DOCTOR' },
      doctorData: { specialty: 'Ortodoncia', openingTime: '09:00', zipCode: '06600' },
    });
    expect(await requestOf(input.email)).toBeUndefined();
    const [stored] = await server.db
      .select()
      .from(doctorPreRegistrations)
      .where(eq(doctorPreRegistrations.id, Number(request!.id)));
    expect(stored).toMatchObject({ status: 'approved', reviewedBy: admin.id, userId: Number(approved.id) });

    const { token, mail } = await linkTokenFor(server, input.email);
    expect(mail.subject).toBe('Tu pre-registro fue aprobado');
    expect(mail.text).toContain('https://portal.lab.mx/session/reset-password?token=');
    expect(await ok(RESET_PASSWORD, { token, password: 'mi-consultorio-1' })).toEqual({ resetPassword: true });
    const session = await server.login(input.email, 'mi-consultorio-1');
    expect((await ok<{ me: object }>(ME, {}, session)).me).toEqual({
      email: input.email,
      profileCompletionPending: false,
      type: { role: 'DOCTOR' },
      doctorData: { specialty: 'Ortodoncia', city: 'Ciudad de México' },
    });
    // The link works once.
    expect(await failure(RESET_PASSWORD, { token, password: 'otra-clave-2' })).toMatchObject({
      message: messages.resetLinkInvalid,
    });
  });

  it('el admin la rechaza con un motivo, que le llega por correo; sin motivo no se puede', async () => {
    const tag = newTag();
    const input = form(tag);
    await ok(SUBMIT, { input });
    const request = await requestOf(input.email);
    expect(await failure(REJECT, { id: request!.id, reason: '   ' }, admin.token)).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.rejectionReasonRequired,
      field: 'reason',
    });
    expect(await failure(REJECT, { id: request!.id, reason: 'x'.repeat(141) }, admin.token)).toMatchObject({
      message: messages.maxTextarea,
    });

    const reason = 'La cédula profesional no coincide con el nombre';
    const rejected = await ok<{ rejectDoctorPreRegistration: Request }>(
      REJECT,
      { id: request!.id, reason },
      admin.token,
    );
    expect(rejected.rejectDoctorPreRegistration).toMatchObject({ status: 'REJECTED', rejectionReason: reason });
    const mail = (await server.outbox()).filter((item) => item.to === input.email).at(-1)!;
    expect(mail.subject).toBe('Tu solicitud de pre-registro no fue aprobada');
    expect(mail.text).toContain(`Motivo: ${reason}`);
    expect(await accountsWithEmail(server, input.email)).toBe(0);

    // Reviewed once: neither approved nor rejected again.
    expect(await failure(APPROVE, { id: request!.id }, admin.token)).toEqual({
      code: 'CONFLICT',
      message: messages.preRegistrationReviewed,
      field: 'id',
    });
    expect(await failure(REJECT, { id: request!.id, reason }, admin.token)).toMatchObject({ code: 'CONFLICT' });
    const listed = nodesOf(
      (
        await ok<{ doctorPreRegistrations: ConnectionPage<Request> }>(
          PENDING,
          { status: 'REJECTED', first: 100 },
          admin.token,
        )
      ).doctorPreRegistrations,
    ).find((item) => item.id === request!.id);
    expect(listed).toMatchObject({ rejectionReason: reason });
  });

  it('enviar el formulario de nuevo mientras está pendiente actualiza la misma solicitud', async () => {
    const tag = newTag();
    await ok(SUBMIT, { input: form(tag) });
    await ok(SUBMIT, { input: form(tag, { phone: '2220001111', email: `RICARDO.${tag}@dental.mx` }) });
    const rows = await server.db
      .select()
      .from(doctorPreRegistrations)
      .where(sql`lower(${doctorPreRegistrations.email}) = ${`ricardo.${tag}@dental.mx`}`);
    expect(rows.map((row) => row.phone)).toEqual(['2220001111']);
  });

  it('con el correo de una cuenta existente responde igual, no guarda nada y le recuerda por correo cómo entrar', async () => {
    const doctor = await createUser(server.db, 'doctor');
    expect(await ok(SUBMIT, { input: form(newTag(), { email: doctor.email }) })).toEqual({
      submitDoctorPreRegistration: true,
    });
    expect(
      await server.db.select().from(doctorPreRegistrations).where(eq(doctorPreRegistrations.email, doctor.email)),
    ).toEqual([]);
    const mail = (await server.outbox()).filter((item) => item.to === doctor.email).at(-1)!;
    expect(mail.subject).toBe('Ya tienes una cuenta en el portal');
    expect(mail.text).toContain('¿Olvidaste tu contraseña?');
  });

  it('si mientras tanto alguien registró ese correo, aprobar responde que ya está registrado y no crea nada', async () => {
    const tag = newTag();
    const input = form(tag);
    await ok(SUBMIT, { input });
    const request = await requestOf(input.email);
    await createUser(server.db, 'patient', { email: input.email });
    expect(await failure(APPROVE, { id: request!.id }, admin.token)).toEqual({
      code: 'CONFLICT',
      message: messages.emailTakenActive,
      field: 'email',
    });
    expect(await accountsWithEmail(server, input.email)).toBe(1);
    expect(await requestOf(input.email)).toBeDefined();
  });

  it.each([
    ['name', { name: '' }, messages.nameRequired],
    ['email', { email: 'ricardo@' }, messages.emailInvalid],
    ['phone', { phone: '222987' }, messages.phoneInvalid],
    ['birthDate', { birthDate: '' }, messages.birthDateRequired],
    ['doctorData.specialty', { doctorData: { ...officeData, specialty: '' } }, messages.specialtyRequired],
    ['doctorData.zipCode', { doctorData: { ...officeData, zipCode: '7200' } }, messages.zipCodeInvalid],
    ['doctorData.closingTime', { doctorData: { ...officeData, closingTime: '25:00' } }, messages.timeInvalid],
  ])('el formulario público rechaza %s inválido con su mensaje y no guarda nada', async (field, change, message) => {
    const tag = newTag();
    const result = await server.gql(SUBMIT, { input: form(tag, change) });
    expect(result.errors![0]).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: expect.objectContaining({ [field]: message }) },
    });
    const rows = await server.db
      .select()
      .from(doctorPreRegistrations)
      .where(eq(doctorPreRegistrations.motherLastname, tag));
    expect(rows).toEqual([]);
  });

  it('el formulario público tiene límite de envíos por correo', async () => {
    const limited = await startTestServer({
      preRegistrationRateLimit: { perAccount: 2, perAddress: 100, windowMinutes: 60 },
    });
    try {
      const input = form(newTag());
      for (let attempt = 0; attempt < 2; attempt += 1)
        expect((await limited.gql(SUBMIT, { input })).errors).toBeUndefined();
      const third = await limited.gql(SUBMIT, { input });
      expect(third.errors![0]).toMatchObject({
        message: messages.tooManyAttempts,
        extensions: { code: 'TOO_MANY_REQUESTS' },
      });
    } finally {
      await limited.close();
    }
  });
});
