import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorPreRegistrations } from '../../../server/src/users/pre-registrations.tables.js';
import { users } from '../../../server/src/users/users.tables.js';
import { catalogueText } from '../../support/catalogue.js';
import { createUser, type TestUser } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { gqlHelpers, manySignIns, newTag, officeData } from '../../support/users.js';

const SUBMIT = 'mutation ($input: DoctorPreRegistrationInput!) { submitDoctorPreRegistration(input: $input) }';
const APPROVE = 'mutation ($id: ID!) { approveDoctorPreRegistration(id: $id) { id } }';
const REJECT = 'mutation ($id: ID!, $reason: String!) { rejectDoctorPreRegistration(id: $id, reason: $reason) { id } }';

describe(`correos del pre-registro en el idioma del doctor (${databaseKind()})`, () => {
  let server: TestServer;
  let ok: ReturnType<typeof gqlHelpers>['ok'];
  let admin: TestUser & { token: string };
  beforeAll(async () => {
    server = await startTestServer({ ...manySignIns, publicUrl: 'https://portal.lab.mx' });
    ({ ok } = gqlHelpers(server));
    admin = await server.signedIn('admin');
  });
  afterAll(() => server.close());

  const form = (name: string, tag: string) => ({
    name,
    lastname: 'Kim',
    motherLastname: tag,
    email: `${name.toLowerCase()}.${tag}@clinic.kr`,
    phone: '2229876543',
    birthDate: '1980-01-20',
    sex: 'FEMALE',
    doctorData: officeData,
  });
  /** The doctor sends the public form from a browser in `language`; the id of the stored request. */
  const submitIn = async (language: string, input: ReturnType<typeof form>) => {
    const sent = await server.gql(SUBMIT, { input }, undefined, { 'accept-language': language });
    expect(sent.errors).toBeUndefined();
    const [request] = await server.db
      .select()
      .from(doctorPreRegistrations)
      .where(eq(doctorPreRegistrations.email, input.email));
    return request;
  };
  const lastMailTo = async (email: string) => (await server.outbox()).filter((mail) => mail.to === email).at(-1)!;

  it('la doctora envía el formulario en inglés: el rechazo, con su motivo, le llega en inglés', async () => {
    const input = form('Grace', newTag());
    const request = await submitIn('en-GB,en;q=0.8', input);
    expect(request.locale).toBe('en');
    await ok(REJECT, { id: String(request.id), reason: 'Cédula profesional ilegible' }, admin.token);

    const mail = await lastMailTo(input.email);
    expect(mail.subject).toBe(catalogueText('en', 'Tu solicitud de pre-registro no fue aprobada'));
    expect(mail.text).toContain('Reason: Cédula profesional ilegible');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('el doctor envía el formulario en coreano: aprobado, su cuenta queda en coreano y la invitación llega en coreano', async () => {
    const input = form('Minjun', newTag());
    const request = await submitIn('ko-KR', input);
    const approved = await ok<{ approveDoctorPreRegistration: { id: string } }>(
      APPROVE,
      { id: String(request.id) },
      admin.token,
    );
    const [account] = await server.db
      .select()
      .from(users)
      .where(eq(users.id, Number(approved.approveDoctorPreRegistration.id)));
    expect(account.preferredLocale).toBe('ko');

    const mail = await lastMailTo(input.email);
    expect(mail.subject).toBe(catalogueText('ko', 'Tu pre-registro fue aprobado'));
    expect(mail.text).toContain(
      catalogueText('ko', 'Después inicia sesión en {url} con tu correo ({email}).', {
        url: 'https://portal.lab.mx/login',
        email: input.email,
      }),
    );
    expect(mail.text).toContain('7일 동안 유효하며');
    expect(mail.text).toMatch(/https:\/\/portal\.lab\.mx\/session\/reset-password\?token=/);
  });

  it('quien ya tiene cuenta recibe el aviso en el idioma de su cuenta, no en el del formulario', async () => {
    const owner = await createUser(server.db, 'doctor', { name: 'Noa' });
    await server.db.update(users).set({ preferredLocale: 'he' }).where(eq(users.id, owner.id));
    await server.gql(SUBMIT, { input: { ...form('Noa', newTag()), email: owner.email } }, undefined, {
      'accept-language': 'es-MX',
    });

    const mail = await lastMailTo(owner.email);
    expect(mail.subject).toBe(catalogueText('he', 'Ya tienes una cuenta en el portal'));
    expect(mail.html).toContain('<html lang="he" dir="rtl">');
  });
});
