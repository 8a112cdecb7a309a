import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { doctorProfiles, users } from '../../../server/src/users/users.tables.js';
import { createUser, type TestUser } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import {
  accountsWithEmail,
  CREATE_USER,
  manySignIns,
  DEACTIVATE_USER,
  DELETE_USER,
  gqlHelpers,
  newTag,
  officeData,
  UPDATE_USER,
  USER,
  userInput,
  type UserDetail,
} from '../../support/users.js';

const PROFILE = `mutation ($input: ProfileInput!) { updateProfile(input: $input) { profileCompletionPending } }`;

describe(`administración de usuarios: alta y edición (${databaseKind()})`, () => {
  let server: TestServer;
  let ok: ReturnType<typeof gqlHelpers>['ok'];
  let failure: ReturnType<typeof gqlHelpers>['failure'];
  let admin: TestUser & { token: string };
  beforeAll(async () => {
    server = await startTestServer(manySignIns);
    ({ ok, failure } = gqlHelpers(server));
    admin = await server.signedIn('admin');
  });
  afterAll(() => server.close());

  const create = async (token: string, input: Record<string, unknown>) =>
    (await ok<{ createUser: UserDetail }>(CREATE_USER, { input }, token)).createUser;
  const stored = async (id: string | number) =>
    (
      await server.db
        .select()
        .from(users)
        .where(eq(users.id, Number(id)))
    )[0];

  it('el admin da de alta a una doctora con su consultorio y ella inicia sesión con la contraseña que le asignó', async () => {
    const tag = newTag();
    const doctor = await create(admin.token, userInput(tag));
    expect(doctor).toMatchObject({
      fullName: `Mariana Gómez ${tag}`,
      email: `mariana.${tag}@consultorio.mx`,
      username: `mgomez.${tag}`,
      birthDate: '1985-06-21',
      sex: 'FEMALE',
      phone: '5587654321',
      status: true,
      profileCompletionPending: false,
      type: { role: 'DOCTOR', name: 'Doctor' },
      doctorData: officeData,
      doctorId: null,
      recentSignIns: [],
    });
    expect(doctor.age).toBeGreaterThanOrEqual(40);
    const token = await server.login(`MGOMEZ.${tag}`, 'clave-segura');
    expect((await server.heartbeat(token)).statusCode).toBe(200);
    const detail = (await ok<{ user: UserDetail }>(USER, { id: doctor.id }, admin.token)).user;
    expect(detail.recentSignIns).toHaveLength(1);
  });

  it('un doctor dado de alta sin consultorio queda con el perfil pendiente hasta que él lo completa', async () => {
    const tag = newTag();
    const blank = Object.fromEntries(Object.keys(officeData).map((key) => [key, '']));
    const doctor = await create(admin.token, userInput(tag, { doctorData: blank }));
    expect(doctor).toMatchObject({ profileCompletionPending: true, doctorData: null });

    const token = await server.login(doctor.email, 'clave-segura');
    const person = {
      name: 'Mariana',
      lastname: 'Gómez',
      motherLastname: tag,
      email: doctor.email,
      birthDate: '1985-06-21',
      phone: '5587654321',
    };
    const saved = await ok<{ updateProfile: { profileCompletionPending: boolean } }>(
      PROFILE,
      { input: { ...person, doctorData: officeData } },
      token,
    );
    expect(saved.updateProfile.profileCompletionPending).toBe(false);
    expect(
      (await ok<{ me: { profileCompletionPending: boolean } }>('{ me { profileCompletionPending } }', {}, token)).me
        .profileCompletionPending,
    ).toBe(false);
  });

  it('la recepción llena solo lo que sabe del consultorio: se guarda así, sin exigir lo demás, y el doctor completa el resto', async () => {
    const tag = newTag();
    const partial = {
      ...Object.fromEntries(Object.keys(officeData).map((key) => [key, ''])),
      specialty: 'Endodoncia',
      zipCode: '72000',
      openingTime: '08:00',
    };
    const doctor = await create(admin.token, userInput(tag, { doctorData: partial }));
    expect(doctor.profileCompletionPending).toBe(true);
    expect(doctor.doctorData).toEqual({
      specialty: 'Endodoncia',
      officeHours: null,
      openingTime: '08:00',
      closingTime: null,
      address: null,
      colony: null,
      city: null,
      state: null,
      zipCode: '72000',
      clinicAddress: null,
    });

    // Later the receptionist adds the closing time and clears the specialty: field by field.
    const { password: _password, passwordConfirmation: _confirmation, ...withoutPassword } = userInput(tag);
    const edited = (
      await ok<{ updateUser: UserDetail }>(
        UPDATE_USER,
        {
          id: doctor.id,
          input: { ...withoutPassword, doctorData: { ...partial, specialty: '', closingTime: '14:00' } },
        },
        admin.token,
      )
    ).updateUser;
    expect(edited.doctorData).toMatchObject({ specialty: null, openingTime: '08:00', closingTime: '14:00' });
    expect(edited.profileCompletionPending).toBe(true);

    // Complete data from the form ends the pending profile.
    const complete = (
      await ok<{ updateUser: UserDetail }>(
        UPDATE_USER,
        { id: doctor.id, input: { ...withoutPassword, doctorData: officeData } },
        admin.token,
      )
    ).updateUser;
    expect(complete).toMatchObject({ profileCompletionPending: false, doctorData: officeData });
  });

  it('el laboratorio no guarda datos de consultorio aunque el formulario los mande', async () => {
    const tag = newTag();
    const lab = await create(admin.token, userInput(tag, { userType: 'LABORATORY' }));
    expect(lab).toMatchObject({ type: { role: 'LABORATORY' }, doctorData: null, profileCompletionPending: false });
    expect(
      await server.db
        .select()
        .from(doctorProfiles)
        .where(eq(doctorProfiles.userId, Number(lab.id))),
    ).toEqual([]);
  });

  it('un paciente necesita un doctor activo; con él, el detalle muestra a su doctor', async () => {
    const tag = newTag();
    const doctor = await createUser(server.db, 'doctor', { name: 'Óscar', lastname: 'Ruiz', motherLastname: tag });
    const inactive = await createUser(server.db, 'doctor', { status: false });
    const patient = userInput(tag, { userType: 'PATIENT', doctorData: null });
    expect(await failure(CREATE_USER, { input: patient }, admin.token)).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.doctorRequired,
      field: 'doctorId',
    });
    expect(await failure(CREATE_USER, { input: { ...patient, doctorId: String(inactive.id) } }, admin.token)).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.doctorInvalid,
      field: 'doctorId',
    });
    expect(
      await failure(CREATE_USER, { input: { ...patient, doctorId: String(admin.id) } }, admin.token),
    ).toMatchObject({ message: messages.doctorInvalid });
    expect(await accountsWithEmail(server, patient.email as string)).toBe(0);

    const created = await create(admin.token, { ...patient, doctorId: String(doctor.id) });
    expect(created).toMatchObject({
      type: { role: 'PATIENT' },
      doctorId: String(doctor.id),
      doctorName: `Óscar Ruiz ${tag}`,
    });
  });

  it('editar cambia los datos y conserva la contraseña si no se escribe otra; una nueva cierra sus sesiones', async () => {
    const tag = newTag();
    const doctor = await create(admin.token, userInput(tag));
    const session = await server.login(doctor.email, 'clave-segura');

    const { password: _p, passwordConfirmation: _c, ...withoutPassword } = userInput(tag);
    const edited = (
      await ok<{ updateUser: UserDetail }>(
        UPDATE_USER,
        {
          id: doctor.id,
          input: { ...withoutPassword, phone: '5500001111', doctorData: { ...officeData, zipCode: '06700' } },
        },
        admin.token,
      )
    ).updateUser;
    expect(edited).toMatchObject({ phone: '5500001111', doctorData: { zipCode: '06700' } });
    expect((await server.heartbeat(session)).statusCode).toBe(200);
    expect(await server.login(doctor.email, 'clave-segura')).toBeTruthy();

    await ok(
      UPDATE_USER,
      { id: doctor.id, input: { ...withoutPassword, password: 'otra-clave', passwordConfirmation: 'otra-clave' } },
      admin.token,
    );
    expect((await server.heartbeat(session)).statusCode).toBe(401);
    expect(await server.login(doctor.email, 'otra-clave')).toBeTruthy();
  });

  it('cambiar el tipo ajusta los datos: un paciente que pasa a laboratorio deja de tener doctor y sus sesiones terminan', async () => {
    const tag = newTag();
    const doctor = await createUser(server.db, 'doctor');
    const patient = await createUser(server.db, 'patient', { doctorId: doctor.id, password: 'paciente-1' });
    const session = await server.login(patient.email, 'paciente-1');
    const {
      password: _p,
      passwordConfirmation: _c,
      ...input
    } = userInput(tag, { email: patient.email, username: null, userType: 'LABORATORY', doctorId: String(doctor.id) });
    const edited = (await ok<{ updateUser: UserDetail }>(UPDATE_USER, { id: patient.id, input }, admin.token))
      .updateUser;
    expect(edited).toMatchObject({ type: { role: 'LABORATORY' }, doctorId: null, doctorData: null });
    expect((await server.heartbeat(session)).statusCode).toBe(401);
  });

  it('un doctor con pacientes no cambia de tipo hasta reasignarlos', async () => {
    const tag = newTag();
    const doctor = await createUser(server.db, 'doctor', { officeData: true });
    await createUser(server.db, 'patient', { doctorId: doctor.id });
    const {
      password: _p,
      passwordConfirmation: _c,
      ...input
    } = userInput(tag, { email: doctor.email, username: null, userType: 'LABORATORY' });
    expect(await failure(UPDATE_USER, { id: doctor.id, input }, admin.token)).toEqual({
      code: 'BAD_USER_INPUT',
      message: messages.doctorHasPatients,
      field: 'userType',
    });
    expect((await stored(doctor.id)).lastname).toBe('Apellido');
  });

  describe('correo y usuario ya registrados', () => {
    it('un correo de una cuenta activa responde que ya está registrado y que puede recuperar la contraseña', async () => {
      const tag = newTag();
      const active = await createUser(server.db, 'patient', { email: `activo.${tag}@correo.mx` });
      const input = userInput(tag, { email: active.email.toUpperCase() });
      expect(await failure(CREATE_USER, { input }, admin.token)).toEqual({
        code: 'CONFLICT',
        message: messages.emailTakenActive,
        field: 'email',
      });
      expect(messages.emailTakenActive).toContain(messages.emailTaken);
      expect(await accountsWithEmail(server, active.email)).toBe(1);
    });

    it('un correo de una cuenta desactivada responde solo que ya está registrado', async () => {
      const tag = newTag();
      const inactive = await createUser(server.db, 'doctor', { email: `inactivo.${tag}@correo.mx`, status: false });
      expect(await failure(CREATE_USER, { input: userInput(tag, { email: inactive.email }) }, admin.token)).toEqual({
        code: 'CONFLICT',
        message: messages.emailTaken,
        field: 'email',
      });
    });

    it('al editar, el correo de otra cuenta también se rechaza; el propio no', async () => {
      const tag = newTag();
      const other = await createUser(server.db, 'laboratory');
      const doctor = await create(admin.token, userInput(tag));
      const { password: _p, passwordConfirmation: _c, ...input } = userInput(tag);
      expect(
        await failure(UPDATE_USER, { id: doctor.id, input: { ...input, email: other.email } }, admin.token),
      ).toEqual({ code: 'CONFLICT', message: messages.emailTakenActive, field: 'email' });
      expect(
        (await ok<{ updateUser: UserDetail }>(UPDATE_USER, { id: doctor.id, input }, admin.token)).updateUser.email,
      ).toBe(doctor.email);
    });

    it('un nombre de usuario tomado se rechaza sin importar mayúsculas', async () => {
      const tag = newTag();
      const other = await createUser(server.db, 'laboratory');
      expect(
        await failure(CREATE_USER, { input: userInput(tag, { username: other.username.toUpperCase() }) }, admin.token),
      ).toEqual({ code: 'CONFLICT', message: messages.usernameTaken, field: 'username' });
      expect(await accountsWithEmail(server, `mariana.${tag}@consultorio.mx`)).toBe(0);
    });
  });

  describe('cada regla del formulario se revisa en el servidor y no se guarda nada', () => {
    const office = (change: Record<string, string>) => ({ doctorData: { ...officeData, ...change } });
    it.each([
      ['name', { name: '' }, messages.nameRequired],
      ['name', { name: 'x'.repeat(43) }, messages.maxInput],
      ['lastname', { lastname: '  ' }, messages.lastnameRequired],
      ['motherLastname', { motherLastname: '' }, messages.motherLastnameRequired],
      ['email', { email: '' }, messages.emailRequired],
      ['email', { email: 'mariana@consultorio' }, messages.emailInvalid],
      ['username', { username: 'mariana gómez' }, messages.usernameInvalid],
      ['birthDate', { birthDate: '' }, messages.birthDateRequired],
      ['birthDate', { birthDate: '1985-02-30' }, messages.birthDateInvalid],
      ['birthDate', { birthDate: '2999-01-01' }, messages.birthDateInvalid],
      ['sex', { sex: 'other' }, messages.sexInvalid],
      ['phone', { phone: '' }, messages.phoneRequired],
      ['phone', { phone: '55876543' }, messages.phoneInvalid],
      ['phone', { phone: '55-8765-432' }, messages.phoneInvalid],
      ['userType', { userType: '' }, messages.userTypeRequired],
      ['userType', { userType: 'superadmin' }, messages.userTypeInvalid],
      ['password', { password: '', passwordConfirmation: '' }, messages.passwordRequired],
      ['password', { password: 'corta', passwordConfirmation: 'corta' }, messages.passwordMin],
      ['password', { password: 'x'.repeat(129), passwordConfirmation: 'x'.repeat(129) }, messages.passwordMax],
      ['password', { password: 'Password1', passwordConfirmation: 'Password1' }, messages.passwordCommon],
      ['passwordConfirmation', { passwordConfirmation: '' }, messages.passwordConfirmationRequired],
      ['passwordConfirmation', { passwordConfirmation: 'clave-distinta' }, messages.passwordMismatch],
      // Office fields may each be blank, but what is typed keeps its format.
      ['doctorData.specialty', office({ specialty: 'x'.repeat(43) }), messages.maxInput],
      ['doctorData.officeHours', office({ officeHours: 'x'.repeat(43) }), messages.maxInput],
      ['doctorData.openingTime', office({ openingTime: '9 am' }), messages.timeInvalid],
      ['doctorData.closingTime', office({ closingTime: '25:00' }), messages.timeInvalid],
      ['doctorData.closingTime', office({ openingTime: '18:00', closingTime: '09:00' }), messages.closingBeforeOpening],
      ['doctorData.closingTime', office({ openingTime: '09:00', closingTime: '09:00' }), messages.closingBeforeOpening],
      ['doctorData.zipCode', office({ zipCode: '0660' }), messages.zipCodeInvalid],
      ['doctorData.zipCode', office({ zipCode: '06600-1' }), messages.zipCodeInvalid],
      ['doctorData.clinicAddress', office({ clinicAddress: 'x'.repeat(141) }), messages.maxTextarea],
    ])('%s: %j → su mensaje', async (field, change, message) => {
      const tag = newTag();
      const input = userInput(tag, change);
      const result = await server.gql(CREATE_USER, { input }, admin.token);
      expect(result.data ?? null).toBeNull();
      expect(result.errors![0]).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT', fields: expect.objectContaining({ [field]: message }) },
      });
      expect(await accountsWithEmail(server, `mariana.${tag}@consultorio.mx`)).toBe(0);
    });

    it('al editar, una contraseña nueva sigue las mismas reglas y nada cambia si falla', async () => {
      const tag = newTag();
      const doctor = await create(admin.token, userInput(tag));
      expect(
        await failure(
          UPDATE_USER,
          {
            id: doctor.id,
            input: userInput(tag, { phone: '5511110000', password: 'corta', passwordConfirmation: 'corta' }),
          },
          admin.token,
        ),
      ).toEqual({ code: 'BAD_USER_INPUT', message: messages.passwordMin, field: 'password' });
      expect(
        await failure(
          UPDATE_USER,
          { id: doctor.id, input: userInput(tag, { phone: '5511110000', passwordConfirmation: 'otra-cosa' }) },
          admin.token,
        ),
      ).toEqual({ code: 'BAD_USER_INPUT', message: messages.passwordMismatch, field: 'passwordConfirmation' });
      expect((await stored(doctor.id)).phone).toBe('5587654321');
    });
  });

  describe('el admin no puede quitarse el acceso a sí mismo', () => {
    it('ni desactivarse, ni eliminarse, ni cambiar su tipo o estado desde el formulario', async () => {
      const tag = newTag();
      // Their own admin, since this one changes its password.
      const self = await server.signedIn('admin');
      const own = { code: 'FORBIDDEN', message: messages.ownAccountProtected, field: undefined };
      expect(await failure(DEACTIVATE_USER, { id: self.id }, self.token)).toEqual(own);
      expect(await failure(DELETE_USER, { id: self.id }, self.token)).toEqual(own);
      const {
        password: _p,
        passwordConfirmation: _c,
        ...input
      } = userInput(tag, { email: self.email, username: null, doctorData: null });
      expect(await failure(UPDATE_USER, { id: self.id, input: { ...input, userType: 'DOCTOR' } }, self.token)).toEqual(
        own,
      );
      expect(
        await failure(UPDATE_USER, { id: self.id, input: { ...input, userType: 'ADMIN', status: false } }, self.token),
      ).toEqual(own);
      expect((await stored(self.id)).status).toBe(true);
      expect((await server.heartbeat(self.token)).statusCode).toBe(200);
      // Their own data can change, and their session stays open even with a new password.
      const saved = await ok<{ updateUser: UserDetail }>(
        UPDATE_USER,
        {
          id: self.id,
          input: {
            ...input,
            userType: 'ADMIN',
            phone: '5599990000',
            password: 'nueva-clave',
            passwordConfirmation: 'nueva-clave',
          },
        },
        self.token,
      );
      expect(saved.updateUser.phone).toBe('5599990000');
      expect((await server.heartbeat(self.token)).statusCode).toBe(200);
    });
  });

  it('un usuario que no existe responde NOT_FOUND', async () => {
    expect((await failure(USER, { id: '2000000000' }, admin.token)).code).toBe('NOT_FOUND');
    expect((await failure(USER, { id: 'abc' }, admin.token)).code).toBe('BAD_USER_INPUT');
    expect((await failure(UPDATE_USER, { id: '2000000000', input: userInput(newTag()) }, admin.token)).code).toBe(
      'NOT_FOUND',
    );
  });
});
