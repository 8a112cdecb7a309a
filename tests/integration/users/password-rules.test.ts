import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { createUser, type TestUser } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type GqlResult, type TestServer } from '../../support/test-server.js';
import {
  accountsWithEmail,
  CREATE_USER,
  gqlHelpers,
  linkTokenFor,
  newTag,
  RESET_PASSWORD,
  UPDATE_USER,
  userInput,
  type UserDetail,
} from '../../support/users.js';

const REQUEST_RESET = 'mutation ($email: String!) { requestPasswordReset(email: $email) }';
const CHANGE = `mutation ($current: String!, $password: String!) {
  changePassword(currentPassword: $current, password: $password, passwordConfirmation: $password) }`;
const CREATE_PATIENT = 'mutation ($input: PatientInput!) { createPatient(input: $input) { id } }';

const shortest = 'Tulum#82';
const longest = 'Cenote-Azul-'.padEnd(128, '9k');
/** Each refused password, with the message the user reads under the field. */
const refusals: [string, string, string][] = [
  ['7 caracteres', 'Bahia#7', messages.passwordMin],
  ['129 caracteres', `${longest}z`, messages.passwordMax],
  ['común', 'password1', messages.passwordCommon],
  ['común en mayúsculas', 'PASSWORD1', messages.passwordCommon],
  ['común, solo números', '12345678', messages.passwordCommon],
  ['común con mayúsculas y minúsculas', 'QwertyUiop', messages.passwordCommon],
];

describe(`reglas del password nuevo: de 8 a 128 caracteres y ninguno común (${databaseKind()})`, () => {
  let server: TestServer;
  let ok: ReturnType<typeof gqlHelpers>['ok'];
  let admin: TestUser & { token: string };
  beforeAll(async () => {
    server = await startTestServer({ publicUrl: 'https://portal.lab.mx' });
    ({ ok } = gqlHelpers(server));
    admin = await server.signedIn('admin');
  });
  afterAll(() => server.close());

  /** Every refused password answers BAD_USER_INPUT on `password` with its message. */
  const expectEveryRefusal = async (attempt: (password: string) => Promise<GqlResult>) => {
    for (const [why, password, message] of refusals) {
      const result = await attempt(password);
      expect(result.data ?? null, why).toBeNull();
      expect(result.errors![0], why).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field: 'password' },
      });
    }
  };
  const signsIn = (identifier: string, password: string) =>
    server.login(identifier, password).then(
      () => true,
      () => false,
    );
  const resetLink = async (email: string) => {
    await ok(REQUEST_RESET, { email });
    return (await linkTokenFor(server, email)).token;
  };

  it('con el enlace de recuperación: rechaza cada password inválido, la contraseña anterior sigue sirviendo y el enlace también', async () => {
    const doctor = await createUser(server.db, 'doctor');
    const token = await resetLink(doctor.email);
    await expectEveryRefusal((password) => server.gql(RESET_PASSWORD, { token, password }));
    expect(await signsIn(doctor.email, doctor.password)).toBe(true);

    expect(await ok(RESET_PASSWORD, { token, password: shortest })).toEqual({ resetPassword: true });
    expect(await signsIn(doctor.email, shortest)).toBe(true);
    expect(await signsIn(doctor.email, doctor.password)).toBe(false);
    expect(await ok(RESET_PASSWORD, { token: await resetLink(doctor.email), password: longest })).toEqual({
      resetPassword: true,
    });
    expect(await signsIn(doctor.email, longest)).toBe(true);
  });

  it('con la invitación de un paciente nuevo: el mismo enlace rechaza un password común y acepta uno bueno', async () => {
    const tag = newTag();
    const office = await server.signedIn('office-admin');
    const doctor = await createUser(server.db, 'doctor');
    const email = `lucia.${tag}@correo.mx`;
    await ok(
      CREATE_PATIENT,
      {
        input: {
          name: 'Lucía',
          lastname: 'Hernández',
          motherLastname: tag,
          email,
          phone: '5522334455',
          birthDate: '1992-03-08',
          doctorId: String(doctor.id),
        },
      },
      office.token,
    );
    const { token } = await linkTokenFor(server, email);
    await expectEveryRefusal((password) => server.gql(RESET_PASSWORD, { token, password }));
    expect(await ok(RESET_PASSWORD, { token, password: shortest })).toEqual({ resetPassword: true });
    expect(await signsIn(email, shortest)).toBe(true);
  });

  it('en su perfil: rechaza cada password inválido sin cambiar nada, y acepta 8 y 128 caracteres', async () => {
    const lab = await server.signedIn('laboratory');
    await expectEveryRefusal((password) => server.gql(CHANGE, { current: lab.password, password }, lab.token));
    expect(await signsIn(lab.email, lab.password)).toBe(true);

    expect(await ok(CHANGE, { current: lab.password, password: shortest }, lab.token)).toEqual({
      changePassword: true,
    });
    expect(await signsIn(lab.email, shortest)).toBe(true);
    expect(await ok(CHANGE, { current: shortest, password: longest }, lab.token)).toEqual({ changePassword: true });
    expect(await signsIn(lab.email, longest)).toBe(true);
    expect(await signsIn(lab.email, shortest)).toBe(false);
  });

  it('el admin al editar a un usuario: rechaza cada password inválido sin cambiar nada, y acepta 8 y 128 caracteres', async () => {
    const tag = newTag();
    const doctor = (await ok<{ createUser: UserDetail }>(CREATE_USER, { input: userInput(tag) }, admin.token))
      .createUser;
    const edit = (password: string) =>
      server.gql(
        UPDATE_USER,
        { id: doctor.id, input: userInput(tag, { phone: '5500001111', password, passwordConfirmation: password }) },
        admin.token,
      );
    await expectEveryRefusal(edit);
    expect(await signsIn(doctor.email, 'clave-segura')).toBe(true);
    const saved = await ok<{ user: { phone: string } }>(
      'query ($id: ID!) { user(id: $id) { phone } }',
      { id: doctor.id },
      admin.token,
    );
    expect(saved.user.phone).toBe('5587654321');

    expect((await edit(shortest)).errors).toBeUndefined();
    expect(await signsIn(doctor.email, shortest)).toBe(true);
    expect((await edit(longest)).errors).toBeUndefined();
    expect(await signsIn(doctor.email, longest)).toBe(true);
  });

  it('el admin al dar de alta: un password inválido no crea la cuenta; con 8 o con 128 caracteres la cuenta entra', async () => {
    const tag = newTag();
    await expectEveryRefusal((password) =>
      server.gql(CREATE_USER, { input: userInput(tag, { password, passwordConfirmation: password }) }, admin.token),
    );
    expect(await accountsWithEmail(server, `mariana.${tag}@consultorio.mx`)).toBe(0);

    for (const password of [shortest, longest]) {
      const other = newTag();
      await ok(CREATE_USER, { input: userInput(other, { password, passwordConfirmation: password }) }, admin.token);
      expect(await signsIn(`mariana.${other}@consultorio.mx`, password)).toBe(true);
    }
  });

  it('iniciar sesión no aplica las reglas nuevas: una cuenta con un password viejo de 6 caracteres y común sigue entrando', async () => {
    const old = await createUser(server.db, 'doctor', { password: 'abc123' });
    expect(await signsIn(old.email, 'abc123')).toBe(true);
    expect(await signsIn(old.email, 'ABC123')).toBe(false);
  });
});
