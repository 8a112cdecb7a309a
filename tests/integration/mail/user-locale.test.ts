import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { users } from '../../../server/src/users/users.tables.js';
import { catalogueText } from '../../support/catalogue.js';
import { createUser } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { gqlHelpers, manySignIns } from '../../support/users.js';

const SET_LOCALE = 'mutation ($locale: Locale!) { setPreferredLocale(locale: $locale) { id preferredLocale } }';
const REQUEST_RESET = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const LOGIN =
  'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token user { preferredLocale } } }';

describe(`idioma de los correos de cada usuario (${databaseKind()})`, () => {
  let server: TestServer;
  let ok: ReturnType<typeof gqlHelpers>['ok'];
  let failure: ReturnType<typeof gqlHelpers>['failure'];
  beforeAll(async () => {
    server = await startTestServer({ ...manySignIns, publicUrl: 'https://portal.lab.mx' });
    ({ ok, failure } = gqlHelpers(server));
  });
  afterAll(() => server.close());

  const resetMailTo = async (email: string) => {
    await ok(REQUEST_RESET, { email });
    const mail = (await server.outbox()).filter((item) => item.to === email).at(-1);
    expect(mail, `no hay correo para ${email}`).toBeDefined();
    return mail!;
  };
  const storedLocale = async (id: number) =>
    (await server.db.select().from(users).where(eq(users.id, id)))[0].preferredLocale;

  it('el doctor elige inglés en el portal y su correo para restablecer la contraseña llega en inglés', async () => {
    const doctor = await server.signedIn('doctor', { name: 'Martha' });
    const chosen = await ok<{ setPreferredLocale: { preferredLocale: string } }>(
      SET_LOCALE,
      { locale: 'EN' },
      doctor.token,
    );
    expect(chosen.setPreferredLocale.preferredLocale).toBe('EN');
    expect(await storedLocale(doctor.id)).toBe('en');

    const mail = await resetMailTo(doctor.email);
    expect(mail.subject).toBe(catalogueText('en', 'Restablece tu contraseña'));
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain(catalogueText('en', 'Hola, {name}:', { name: 'Martha' }));
    expect(mail.text).toContain(
      catalogueText('en', 'Recibimos una solicitud para restablecer la contraseña de tu cuenta del portal.'),
    );
    expect(mail.text).toContain('The link is valid for 60 minutes and can only be used once.');
    expect(mail.text).toContain(
      catalogueText('en', 'Si no solicitaste este cambio, ignora este correo: tu contraseña no cambiará.'),
    );
    expect(mail.text).toMatch(/Reset password: https:\/\/portal\.lab\.mx\/session\/reset-password\?token=/);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('>Reset password</a>');
    expect(mail.text).not.toContain('contraseña');
  });

  it('la paciente que usa el portal en árabe recibe su correo en árabe, de derecha a izquierda', async () => {
    const patient = await server.signedIn('patient', { name: 'Layla' });
    await ok(SET_LOCALE, { locale: 'AR' }, patient.token);

    const mail = await resetMailTo(patient.email);
    expect(mail.subject).toBe(catalogueText('ar', 'Restablece tu contraseña'));
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain(catalogueText('ar', 'Hola, {name}:', { name: 'Layla' }));
    expect(mail.html).toContain(catalogueText('ar', 'Restablecer contraseña'));
  });

  it('quien nunca eligió idioma recibe el correo en español', async () => {
    const lab = await createUser(server.db, 'laboratory', { name: 'Rocío' });
    const mail = await resetMailTo(lab.email);
    expect(mail.subject).toBe('Restablece tu contraseña');
    expect(mail.text).toContain('Hola, Rocío:');
    expect(mail.text).toContain('El enlace es válido por 60 minutos y solo puede usarse una vez.');
    expect(mail.html).toContain('<html lang="es-MX" dir="ltr">');
  });

  it('al iniciar sesión se guarda el idioma que pide la solicitud; sin Accept-Language se conserva el guardado', async () => {
    const office = await createUser(server.db, 'office-admin', { name: 'Élodie' });
    const french = await server.gql<{ login: { user: { preferredLocale: string } } }>(
      LOGIN,
      { i: office.email, p: office.password },
      undefined,
      { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' },
    );
    expect(french.data!.login.user.preferredLocale).toBe('FR');
    expect(await storedLocale(office.id)).toBe('fr');

    const plain = await server.gql<{ login: { user: { preferredLocale: string } } }>(LOGIN, {
      i: office.email,
      p: office.password,
    });
    expect(plain.data!.login.user.preferredLocale).toBe('FR');
    const mail = await resetMailTo(office.email);
    expect(mail.subject).toBe(catalogueText('fr', 'Restablece tu contraseña'));

    // A language the portal lacks changes nothing either.
    await server.gql(LOGIN, { i: office.email, p: office.password }, undefined, { 'accept-language': 'pt-BR' });
    expect(await storedLocale(office.id)).toBe('fr');
  });

  it('setPreferredLocale rechaza un valor fuera del enum con el mensaje en español, y pide sesión', async () => {
    const admin = await server.signedIn('admin');
    for (const locale of ['es-MX', 'PT', 'en']) {
      expect(await failure(SET_LOCALE, { locale }, admin.token)).toEqual({
        code: 'BAD_USER_INPUT',
        message: messages.localeInvalid,
        field: 'locale',
      });
    }
    expect(messages.localeInvalid).toBe('El idioma no es válido');
    expect(await storedLocale(admin.id)).toBe('es-MX');
    expect((await failure(SET_LOCALE, { locale: 'EN' })).code).toBe('UNAUTHENTICATED');
  });
});
