import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { createUser } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { doctorProfiles, users } from '../../../server/src/users/users.tables.js';

const UPDATE = `mutation ($input: ProfileInput!) {
  updateProfile(input: $input) { id fullName phone profileCompletionPending doctorData { specialty zipCode openingTime } }
}`;
const CHANGE = `mutation ($current: String!, $password: String!, $confirmation: String!) {
  changePassword(currentPassword: $current, password: $password, passwordConfirmation: $confirmation)
}`;

const person = {
  name: 'Lucía',
  lastname: 'Herrera',
  motherLastname: 'Vega',
  email: '',
  birthDate: '1982-11-02',
  sex: 'FEMALE',
  phone: '2221234567',
};
const office = {
  specialty: 'Periodoncia',
  officeHours: 'Lunes a sábado',
  openingTime: '08:30',
  closingTime: '19:00',
  address: 'Av. Juárez 10',
  colony: 'Centro',
  city: 'Puebla',
  state: 'Puebla',
  zipCode: '72000',
  clinicAddress: 'Clínica Juárez',
};

describe(`perfil propio (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('la doctora con perfil pendiente completa sus datos de consultorio y el aviso desaparece', async () => {
    const doctor = await server.signedIn('doctor', { pending: true });
    const input = { ...person, email: doctor.email, doctorData: office };
    const result = await server.gql<{
      updateProfile: { fullName: string; profileCompletionPending: boolean; doctorData: { zipCode: string } };
    }>(UPDATE, { input }, doctor.token);
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateProfile).toMatchObject({
      fullName: 'Lucía Herrera Vega',
      profileCompletionPending: false,
      doctorData: { zipCode: '72000', specialty: 'Periodoncia' },
    });
    const [stored] = await server.db.select().from(doctorProfiles).where(eq(doctorProfiles.userId, doctor.id));
    expect(stored.openingTime).toBe('08:30');
  });

  it('sin los datos de consultorio el perfil del doctor sigue pendiente y nada se guarda', async () => {
    const doctor = await server.signedIn('doctor', { pending: true });
    const result = await server.gql(
      UPDATE,
      { input: { ...person, email: doctor.email, phone: '2229998888' } },
      doctor.token,
    );
    expect(result.errors![0]).toMatchObject({
      message: messages.specialtyRequired,
      extensions: { code: 'BAD_USER_INPUT', field: 'doctorData.specialty' },
    });
    const [stored] = await server.db.select().from(users).where(eq(users.id, doctor.id));
    expect(stored.profileCompletionPending).toBe(true);
    expect(stored.phone).toBe('5511112222');
  });

  it.each([
    ['name', { name: '' }, messages.nameRequired],
    ['lastname', { lastname: ' ' }, messages.lastnameRequired],
    ['motherLastname', { motherLastname: '' }, messages.motherLastnameRequired],
    ['email', { email: 'sin-arroba' }, messages.emailInvalid],
    ['phone', { phone: '55123' }, messages.phoneInvalid],
    ['phone', { phone: '55123456ab' }, messages.phoneInvalid],
    ['birthDate', { birthDate: '' }, messages.birthDateRequired],
    ['birthDate', { birthDate: '2090-01-01' }, messages.birthDateInvalid],
    ['name', { name: 'x'.repeat(43) }, messages.maxInput],
    ['doctorData.zipCode', { doctorData: { ...office, zipCode: '7200' } }, messages.zipCodeInvalid],
    ['doctorData.closingTime', { doctorData: { ...office, closingTime: '' } }, messages.closingTimeRequired],
    ['doctorData.clinicAddress', { doctorData: { ...office, clinicAddress: 'x'.repeat(141) } }, messages.maxTextarea],
    [
      'doctorData.closingTime',
      { doctorData: { ...office, openingTime: '19:00', closingTime: '08:30' } },
      messages.closingBeforeOpening,
    ],
  ])('el servidor rechaza %s inválido con su mensaje', async (field, change, message) => {
    const doctor = await server.signedIn('doctor', { officeData: true });
    const input = { ...person, email: doctor.email, doctorData: office, ...change };
    const result = await server.gql(UPDATE, { input }, doctor.token);
    expect(result.errors![0]).toMatchObject({ message, extensions: { field } });
  });

  it('la administradora de consultorio deja en blanco los datos que no tiene; el código postal que escribe sí se revisa', async () => {
    const officeAdmin = await server.signedIn('office-admin');
    const blank = Object.fromEntries(Object.keys(office).map((key) => [key, '']));
    const input = { ...person, email: officeAdmin.email, doctorData: { ...blank, city: 'Puebla', zipCode: '72000' } };
    const saved = await server.gql<{ updateProfile: { profileCompletionPending: boolean; doctorData: unknown } }>(
      UPDATE,
      { input },
      officeAdmin.token,
    );
    expect(saved.data!.updateProfile).toMatchObject({
      profileCompletionPending: false,
      doctorData: { specialty: null, zipCode: '72000', openingTime: null },
    });
    const [row] = await server.db.select().from(doctorProfiles).where(eq(doctorProfiles.userId, officeAdmin.id));
    expect(row).toMatchObject({ city: 'Puebla', zipCode: '72000', address: null, specialty: null });

    const wrong = await server.gql(
      UPDATE,
      { input: { ...input, doctorData: { ...blank, zipCode: '720' } } },
      officeAdmin.token,
    );
    expect(wrong.errors![0]).toMatchObject({
      message: messages.zipCodeInvalid,
      extensions: { code: 'BAD_USER_INPUT', field: 'doctorData.zipCode' },
    });
    const [kept] = await server.db.select().from(doctorProfiles).where(eq(doctorProfiles.userId, officeAdmin.id));
    expect(kept.zipCode).toBe('72000');
  });

  it('un correo de otra cuenta se rechaza como ya registrado', async () => {
    const other = await createUser(server.db, 'patient');
    const lab = await server.signedIn('laboratory');
    const result = await server.gql(UPDATE, { input: { ...person, email: other.email.toUpperCase() } }, lab.token);
    expect(result.errors![0]).toMatchObject({
      message: messages.emailTaken,
      extensions: { code: 'CONFLICT', field: 'email' },
    });
  });

  it('el laboratorio no guarda datos de consultorio aunque los envíe', async () => {
    const lab = await server.signedIn('laboratory');
    const result = await server.gql<{ updateProfile: { doctorData: null } }>(
      UPDATE,
      { input: { ...person, email: lab.email, doctorData: office } },
      lab.token,
    );
    expect(result.data!.updateProfile.doctorData).toBeNull();
  });

  it('sin sesión no se puede editar ningún perfil', async () => {
    const result = await server.gql(UPDATE, { input: { ...person, email: 'x@prueba.mx' } });
    expect(result.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('cambiar la contraseña pide la actual y cierra las demás sesiones', async () => {
    const user = await server.signedIn('admin');
    const otherSession = await server.login(user.email, user.password);
    const wrong = await server.gql(
      CHANGE,
      { current: 'equivocada', password: 'nueva-123', confirmation: 'nueva-123' },
      user.token,
    );
    expect(wrong.errors![0]).toMatchObject({
      message: messages.currentPasswordWrong,
      extensions: { field: 'currentPassword' },
    });
    const ok = await server.gql<{ changePassword: boolean }>(
      CHANGE,
      { current: user.password, password: 'nueva-123', confirmation: 'nueva-123' },
      user.token,
    );
    expect(ok.data!.changePassword).toBe(true);
    expect((await server.heartbeat(user.token)).statusCode).toBe(200);
    expect((await server.heartbeat(otherSession)).statusCode).toBe(401);
    expect(await server.login(user.email, 'nueva-123')).toBeTruthy();
  });
});
