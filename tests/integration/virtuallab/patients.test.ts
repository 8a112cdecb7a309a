import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { users } from '../../../server/src/users/users.tables.js';
import { createUser, type TestUser } from '../../support/factories.js';
import { type ConnectionPage, flatPage, PAGE_INFO } from '../../support/connections.js';
import { patientInvitationJob } from '../../../server/src/patients/patient-invitation.job.js';
import { jobsOf } from '../../support/mail-jobs.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const PATIENT_FIELDS =
  'id name lastname motherLastname fullName email username phone birthDate sex status doctorId createdAt doctor { id fullName }';
const DOCTORS = `query ($search: String, $first: Int, $after: String) {
  virtualLabDoctors(search: $search, first: $first, after: $after) {
    ${PAGE_INFO} edges { node { id name lastname motherLastname fullName email phone specialty patientCount } } } }`;
const DOCTOR_PATIENTS = `query ($doctorId: ID!, $search: String, $first: Int, $after: String, $last: Int) {
  doctorPatients(doctorId: $doctorId, search: $search, first: $first, after: $after, last: $last) {
    doctor { id fullName } ${PAGE_INFO} edges { node { ${PATIENT_FIELDS} } } } }`;
const PATIENT = `query ($id: ID!) { virtualLabPatient(id: $id) { ${PATIENT_FIELDS} } }`;
const SEARCH = `query ($search: String!, $limit: Int) { searchPatients(search: $search, limit: $limit) { id fullName doctor { id } } }`;
const CREATE = `mutation ($input: PatientInput!) { createPatient(input: $input) { ${PATIENT_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: PatientInput!) { updatePatient(id: $id, input: $input) { ${PATIENT_FIELDS} } }`;
const RESET = `mutation ($token: String!, $password: String!) {
  resetPassword(token: $token, password: $password, passwordConfirmation: $password) }`;

type Doctor = { id: string; fullName: string; specialty: string | null; patientCount: number; email: string };
type DoctorPage = ConnectionPage<Doctor>;
type Patient = {
  id: string;
  fullName: string;
  email: string;
  username: string;
  phone: string;
  birthDate: string;
  sex: string | null;
  status: boolean;
  doctorId: string;
  doctor: { id: string; fullName: string } | null;
};
type PatientPage = ConnectionPage<Patient> & { doctor: { id: string; fullName: string } };

const pageWithDoctor = (page: PatientPage) => ({ ...flatPage(page), doctor: page.doctor });

/** Letters only, so a search for it finds this run's rows and nothing from other runs on the kept database. */
const newTag = () =>
  `x${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;

describe(`laboratorio virtual: doctores y sus pacientes (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ publicUrl: 'https://portal.lab.mx' });
  });
  afterAll(() => server.close());

  const ok = async <T>(query: string, variables: Record<string, unknown>, token: string): Promise<T> => {
    const result = await server.gql<T>(query, variables, token);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data!;
  };
  const failure = async (query: string, variables: Record<string, unknown>, token: string) => {
    const result = await server.gql(query, variables, token);
    expect(result.data ?? null).toBeNull();
    const [error] = result.errors!;
    return { code: error.extensions!.code, message: error.message, field: error.extensions!.field };
  };
  const doctorsPage = async (token: string, variables: Record<string, unknown>) =>
    flatPage((await ok<{ virtualLabDoctors: DoctorPage }>(DOCTORS, variables, token)).virtualLabDoctors);
  const patientsPage = async (token: string, variables: Record<string, unknown>) =>
    pageWithDoctor((await ok<{ doctorPatients: PatientPage }>(DOCTOR_PATIENTS, variables, token)).doctorPatients);
  const usersWithEmail = async (email: string) =>
    (
      await server.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
    ).length;
  const storedPatient = async (id: number | string) =>
    (
      await server.db
        .select()
        .from(users)
        .where(sql`${users.id} = ${Number(id)}`)
    )[0];

  /** The form as a receptionist fills it in, for this run's unique email. */
  const patientInput = (tag: string, overrides: Record<string, unknown> = {}) => ({
    name: 'Lucía',
    lastname: 'Hernández',
    motherLastname: tag,
    email: `lucia.${tag}@correo.mx`,
    phone: '5522334455',
    birthDate: '1992-03-08',
    sex: 'FEMALE',
    ...overrides,
  });

  describe('la lista de doctores', () => {
    it('la recepción ve a los doctores activos por nombre, con especialidad y cuántos pacientes tiene cada uno', async () => {
      const tag = newTag();
      const office = await server.signedIn('office-admin');
      const ana = await createUser(server.db, 'doctor', {
        name: 'Ana',
        lastname: 'Zamora',
        motherLastname: tag,
        officeData: true,
        specialty: 'Ortodoncia',
      });
      const oscar = await createUser(server.db, 'doctor', { name: 'Óscar', lastname: 'Álvarez', motherLastname: tag });
      await createUser(server.db, 'doctor', {
        name: 'Berta',
        lastname: 'Inactiva',
        motherLastname: tag,
        status: false,
      });
      await createUser(server.db, 'patient', { name: 'Paciente', motherLastname: tag, doctorId: ana.id });
      await createUser(server.db, 'patient', { name: 'Otra', motherLastname: 'Paciente', doctorId: ana.id });
      await createUser(server.db, 'office-admin', { name: 'Recepción', motherLastname: tag });

      const page = await doctorsPage(office.token, { search: tag });
      expect(page).toMatchObject({ total: 2, pageInfo: { hasPreviousPage: false, hasNextPage: false } });
      expect(page.items).toEqual([
        {
          id: String(ana.id),
          name: 'Ana',
          lastname: 'Zamora',
          motherLastname: tag,
          fullName: `Ana Zamora ${tag}`,
          email: ana.email,
          phone: '5511112222',
          specialty: 'Ortodoncia',
          patientCount: 2,
        },
        {
          id: String(oscar.id),
          name: 'Óscar',
          lastname: 'Álvarez',
          motherLastname: tag,
          fullName: `Óscar Álvarez ${tag}`,
          email: oscar.email,
          phone: '5511112222',
          specialty: null,
          patientCount: 0,
        },
      ]);
    });

    it('se buscan por nombre, apellidos o correo sin importar mayúsculas ni acentos', async () => {
      const tag = newTag();
      const lab = await server.signedIn('laboratory');
      const oscar = await createUser(server.db, 'doctor', { name: 'Óscar', lastname: 'Álvarez', motherLastname: tag });
      const ana = await createUser(server.db, 'doctor', { name: 'Ana', lastname: 'Zamora', motherLastname: tag });
      const found = async (search: string) =>
        (await doctorsPage(lab.token, { search })).items.map((doctor) => doctor.id);
      expect(await found(`OSCAR alvarez ${tag}`)).toEqual([String(oscar.id)]);
      expect(await found(`${tag} zamora`)).toEqual([String(ana.id)]);
      expect(await found(ana.email.toUpperCase())).toEqual([String(ana.id)]);
      expect(await found(`${tag} nadie`)).toEqual([]);
    });

    it('el servidor pagina: total de todas las páginas y los doctores de la página pedida', async () => {
      const tag = newTag();
      const admin = await server.signedIn('admin');
      const names = ['Carmen', 'Alberto', 'Beatriz'];
      for (const name of names) await createUser(server.db, 'doctor', { name, motherLastname: tag });
      const first = await doctorsPage(admin.token, { search: tag, first: 2 });
      const second = await doctorsPage(admin.token, { search: tag, first: 2, after: first.pageInfo.endCursor });
      expect(first).toMatchObject({ total: 3, pageInfo: { hasNextPage: true } });
      expect(first.items.map((doctor) => doctor.fullName)).toEqual([
        `Alberto Apellido ${tag}`,
        `Beatriz Apellido ${tag}`,
      ]);
      expect(second).toMatchObject({ total: 3, pageInfo: { hasPreviousPage: true, hasNextPage: false } });
      expect(second.items.map((doctor) => doctor.fullName)).toEqual([`Carmen Apellido ${tag}`]);
    });
  });

  describe('los pacientes de un doctor', () => {
    it('la recepción abre la lista de la doctora: encabezado con su nombre, pacientes por nombre, búsqueda y páginas', async () => {
      const tag = newTag();
      const office = await server.signedIn('office-admin');
      const doctor = await createUser(server.db, 'doctor', { name: 'Ana', lastname: 'Zamora', motherLastname: tag });
      const other = await createUser(server.db, 'doctor');
      for (const name of ['Ernesto', 'Beatriz', 'Álvaro', 'Daniela', 'Carlos']) {
        await createUser(server.db, 'patient', {
          name,
          motherLastname: tag,
          doctorId: doctor.id,
          phone: name === 'Daniela' ? '5599887766' : '5511112222',
        });
      }
      await createUser(server.db, 'patient', { name: 'Ajeno', motherLastname: tag, doctorId: other.id });

      const first = await patientsPage(office.token, { doctorId: doctor.id, first: 2 });
      expect(first.doctor).toEqual({ id: String(doctor.id), fullName: `Ana Zamora ${tag}` });
      expect(first).toMatchObject({ total: 5, pageInfo: { hasPreviousPage: false, hasNextPage: true } });
      expect(first.items.map((patient) => patient.fullName)).toEqual([
        `Álvaro Apellido ${tag}`,
        `Beatriz Apellido ${tag}`,
      ]);
      expect(first.items[0]).toMatchObject({
        birthDate: '1990-04-15',
        sex: 'FEMALE',
        status: true,
        doctorId: String(doctor.id),
        doctor: first.doctor,
      });
      const last = await patientsPage(office.token, { doctorId: doctor.id, last: 1 });
      expect(last.items.map((patient) => patient.fullName)).toEqual([`Ernesto Apellido ${tag}`]);

      const byPhone = await patientsPage(office.token, { doctorId: doctor.id, search: '99887' });
      expect(byPhone.items.map((patient) => patient.fullName)).toEqual([`Daniela Apellido ${tag}`]);
      const byName = await patientsPage(office.token, { doctorId: doctor.id, search: 'ALVARO' });
      expect(byName).toMatchObject({ total: 1, items: [{ fullName: `Álvaro Apellido ${tag}` }] });
    });

    it('el doctor ve solo a sus pacientes; la lista, un paciente o la edición de otro doctor responden NOT_FOUND y nada cambia', async () => {
      const tag = newTag();
      const doctor = await server.signedIn('doctor', { name: 'Ana', motherLastname: tag });
      const doctor2 = await server.signedIn('doctor');
      const mine = await createUser(server.db, 'patient', { name: 'Mía', motherLastname: tag, doctorId: doctor.id });
      const theirs = await createUser(server.db, 'patient', {
        name: 'Ajena',
        motherLastname: tag,
        doctorId: doctor2.id,
      });

      const own = await patientsPage(doctor.token, { doctorId: doctor.id });
      expect(own.items.map((patient) => patient.id)).toEqual([String(mine.id)]);
      expect(
        (await ok<{ virtualLabPatient: Patient }>(PATIENT, { id: mine.id }, doctor.token)).virtualLabPatient,
      ).toMatchObject({ id: String(mine.id), doctor: { id: String(doctor.id), fullName: `Ana Apellido ${tag}` } });

      const missing = await failure(DOCTOR_PATIENTS, { doctorId: 2_000_000_000 }, doctor.token);
      expect(missing).toEqual({ code: 'NOT_FOUND', message: messages.notFound, field: undefined });
      expect(await failure(DOCTOR_PATIENTS, { doctorId: doctor2.id }, doctor.token)).toEqual(missing);
      expect(await failure(PATIENT, { id: theirs.id }, doctor.token)).toEqual(missing);
      expect(await failure(PATIENT, { id: 'abc' }, doctor.token)).toEqual({
        code: 'BAD_USER_INPUT',
        message: messages.idInvalid,
        field: 'id',
      });

      const before = await storedPatient(theirs.id);
      const edit = await failure(
        UPDATE,
        { id: theirs.id, input: patientInput(tag, { name: 'Cambiada' }) },
        doctor.token,
      );
      expect(edit).toEqual(missing);
      expect(await storedPatient(theirs.id)).toEqual(before);
    });

    it('el doctor edita a su paciente y sigue siendo suyo aunque mande el id de otro doctor', async () => {
      const tag = newTag();
      const doctor = await server.signedIn('doctor');
      const doctor2 = await createUser(server.db, 'doctor');
      const patient = await createUser(server.db, 'patient', { doctorId: doctor.id });
      const input = patientInput(tag, { name: 'Renata', sex: null, doctorId: String(doctor2.id) });
      const saved = (await ok<{ updatePatient: Patient }>(UPDATE, { id: patient.id, input }, doctor.token))
        .updatePatient;
      expect(saved).toMatchObject({
        fullName: `Renata Hernández ${tag}`,
        email: input.email,
        sex: null,
        doctorId: String(doctor.id),
      });
      expect(saved.username).toBe(patient.username);
      expect(await storedPatient(patient.id)).toMatchObject({
        name: 'Renata',
        doctorId: doctor.id,
        phone: '5522334455',
        birthDate: '1992-03-08',
      });
    });

    it('la recepción cambia al paciente de doctor y pasa a la lista del nuevo doctor', async () => {
      const tag = newTag();
      const office = await server.signedIn('office-admin');
      const from = await createUser(server.db, 'doctor');
      const to = await createUser(server.db, 'doctor', { name: 'Nuevo' });
      const patient = await createUser(server.db, 'patient', { doctorId: from.id });
      const saved = (
        await ok<{ updatePatient: Patient }>(
          UPDATE,
          { id: patient.id, input: patientInput(tag, { doctorId: String(to.id) }) },
          office.token,
        )
      ).updatePatient;
      expect(saved.doctor).toEqual({ id: String(to.id), fullName: 'Nuevo Apellido Materno' });
      expect((await patientsPage(office.token, { doctorId: from.id })).total).toBe(0);
      expect((await patientsPage(office.token, { doctorId: to.id })).items.map((item) => item.id)).toEqual([
        String(patient.id),
      ]);
    });

    it('al editar, un correo de otro usuario es CONFLICT y el propio (con otras mayúsculas) se conserva', async () => {
      const tag = newTag();
      const office = await server.signedIn('office-admin');
      const doctor = await createUser(server.db, 'doctor');
      const patient = await createUser(server.db, 'patient', { doctorId: doctor.id, email: `propio.${tag}@correo.mx` });
      const someone = await createUser(server.db, 'patient', { status: false });
      const input = patientInput(tag, { doctorId: String(doctor.id) });
      expect(
        await failure(UPDATE, { id: patient.id, input: { ...input, email: someone.email } }, office.token),
      ).toEqual({ code: 'CONFLICT', message: messages.emailTaken, field: 'email' });
      expect((await storedPatient(patient.id)).email).toBe(patient.email);
      const kept = await ok<{ updatePatient: Patient }>(
        UPDATE,
        { id: patient.id, input: { ...input, email: patient.email.toUpperCase() } },
        office.token,
      );
      expect(kept.updatePatient.email).toBe(patient.email);
    });
  });

  describe('alta de pacientes', () => {
    it('la recepción da de alta a Lucía con su doctora: recibe por correo el enlace para crear su contraseña y con él entra', async () => {
      const tag = newTag();
      const office = await server.signedIn('office-admin');
      const doctor = await createUser(server.db, 'doctor', { name: 'Ana', lastname: 'Zamora', motherLastname: 'Ruiz' });
      const input = patientInput(tag, { email: ` Lucia.${tag}@Correo.MX `, doctorId: String(doctor.id) });

      const created = (await ok<{ createPatient: Patient }>(CREATE, { input }, office.token)).createPatient;
      const email = `lucia.${tag}@correo.mx`;
      expect(created).toMatchObject({
        fullName: `Lucía Hernández ${tag}`,
        email,
        username: `lucia.${tag}`,
        phone: '5522334455',
        birthDate: '1992-03-08',
        sex: 'FEMALE',
        status: true,
        doctorId: String(doctor.id),
        doctor: { id: String(doctor.id), fullName: 'Ana Zamora Ruiz' },
      });
      expect((await patientsPage(office.token, { doctorId: doctor.id })).items.map((patient) => patient.id)).toEqual([
        created.id,
      ]);

      const mail = (await server.outbox()).filter((item) => item.to === email);
      expect(mail).toHaveLength(1);
      expect(mail[0].subject).toBe('Tu cuenta del laboratorio virtual');
      expect(mail[0].text).toContain('Hola, Lucía:');
      expect(mail[0].text).toContain('paciente de Ana Zamora Ruiz');
      expect(mail[0].text).toContain(`tu usuario (lucia.${tag})`);
      const token = /https:\/\/portal\.lab\.mx\/session\/reset-password\?token=([\w-]+)/.exec(mail[0].text)?.[1];
      expect(token).toBeDefined();

      expect(
        (await ok<{ resetPassword: boolean }>(RESET, { token: decodeURIComponent(token!), password: 'mi-clave-1' }, ''))
          .resetPassword,
      ).toBe(true);
      expect(await server.login(`lucia.${tag}`, 'mi-clave-1')).toBeTruthy();
    });

    it('si el servidor de correo no responde, el paciente queda registrado y su invitación espera su reintento', async () => {
      // Nothing listens on port 1: the SMTP connection is refused.
      const offline = await startTestServer({ smtpUrl: 'smtp://127.0.0.1:1' });
      try {
        const office = await offline.signedIn('office-admin');
        const doctor = await createUser(offline.db, 'doctor');
        const tag = newTag();
        const result = await offline.gql<{ createPatient: Patient }>(
          CREATE,
          { input: patientInput(tag, { doctorId: String(doctor.id) }) },
          office.token,
        );
        expect(result.errors).toBeUndefined();
        expect(await usersWithEmail(`lucia.${tag}@correo.mx`)).toBe(1);
        await offline.app.deps.jobs.idle();
        const [invitation] = await jobsOf(offline, patientInvitationJob);
        expect(invitation).toMatchObject({
          state: 'retry',
          data: { patientId: Number(result.data!.createPatient.id) },
        });
        expect(invitation.output?.message).toContain('ECONNREFUSED');
      } finally {
        await offline.close();
      }
    });

    it('el usuario se toma del correo y, si ya existe, lleva un número', async () => {
      const tag = newTag();
      const lab = await server.signedIn('laboratory');
      const doctor = await createUser(server.db, 'doctor');
      const first = await ok<{ createPatient: Patient }>(
        CREATE,
        { input: patientInput(tag, { email: `pepe+${tag}@uno.mx`, doctorId: String(doctor.id) }) },
        lab.token,
      );
      const second = await ok<{ createPatient: Patient }>(
        CREATE,
        { input: patientInput(tag, { email: `pepe${tag}@dos.mx`, doctorId: String(doctor.id) }) },
        lab.token,
      );
      expect(first.createPatient.username).toBe(`pepe${tag}`);
      expect(second.createPatient.username).toBe(`pepe${tag}2`);
    });

    it('el paciente que da de alta un doctor es suyo, diga lo que diga doctorId', async () => {
      const doctor = await server.signedIn('doctor');
      const doctor2 = await createUser(server.db, 'doctor');
      for (const doctorId of [String(doctor2.id), undefined]) {
        const input = patientInput(newTag(), { doctorId });
        const created = (await ok<{ createPatient: Patient }>(CREATE, { input }, doctor.token)).createPatient;
        expect(created.doctorId).toBe(String(doctor.id));
        expect((await storedPatient(created.id)).doctorId).toBe(doctor.id);
      }
      expect((await patientsPage(doctor.token, { doctorId: doctor.id })).total).toBe(2);
    });

    it.each([
      ['name', { name: '' }, messages.nameRequired],
      ['lastname', { lastname: '  ' }, messages.lastnameRequired],
      ['motherLastname', { motherLastname: '' }, messages.motherLastnameRequired],
      ['email', { email: '' }, messages.emailRequired],
      ['email', { email: 'lucia-arroba-correo' }, messages.emailInvalid],
      ['phone', { phone: '' }, messages.phoneRequired],
      ['phone', { phone: '55-2233-44' }, messages.phoneInvalid],
      ['phone', { phone: '552233445566' }, messages.phoneInvalid],
      ['birthDate', { birthDate: '' }, messages.birthDateRequired],
      ['birthDate', { birthDate: '08/03/1992' }, messages.birthDateInvalid],
      ['birthDate', { birthDate: '2999-01-01' }, messages.birthDateInvalid],
      ['sex', { sex: 'otro' }, messages.sexInvalid],
      ['name', { name: 'N'.repeat(43) }, messages.maxInput],
      ['doctorId', { doctorId: null }, messages.doctorRequired],
    ])('sin %s válido (%j) responde «%s» y no guarda nada', async (field, change, message) => {
      const tag = newTag();
      const office = await server.signedIn('office-admin');
      const doctor = await createUser(server.db, 'doctor');
      const input = patientInput(tag, { doctorId: String(doctor.id), ...change });
      const mailsBefore = (await server.outbox()).length;
      expect(await failure(CREATE, { input }, office.token)).toEqual({ code: 'BAD_USER_INPUT', message, field });
      expect(await usersWithEmail(`lucia.${tag}@correo.mx`)).toBe(0);
      expect((await server.outbox()).length).toBe(mailsBefore);
    });

    it('la recepción debe elegir un doctor activo: otro tipo de usuario o un doctor inactivo no sirven', async () => {
      const office = await server.signedIn('office-admin');
      const inactive = await createUser(server.db, 'doctor', { status: false });
      const notADoctor = await createUser(server.db, 'laboratory');
      for (const doctorId of [String(inactive.id), String(notADoctor.id), '2000000000']) {
        const tag = newTag();
        expect(await failure(CREATE, { input: patientInput(tag, { doctorId }) }, office.token)).toEqual({
          code: 'BAD_USER_INPUT',
          message: messages.doctorInvalid,
          field: 'doctorId',
        });
        expect(await usersWithEmail(`lucia.${tag}@correo.mx`)).toBe(0);
      }
    });

    it('un correo ya registrado es CONFLICT; si la cuenta está activa se indica recuperar la contraseña', async () => {
      const office = await server.signedIn('office-admin');
      const doctor = await createUser(server.db, 'doctor');
      const active = await createUser(server.db, 'patient');
      const inactive = await createUser(server.db, 'doctor', { status: false });
      const mailsBefore = (await server.outbox()).length;
      const attempt = (email: string) =>
        failure(CREATE, { input: patientInput(newTag(), { email, doctorId: String(doctor.id) }) }, office.token);

      const taken = await attempt(active.email.toUpperCase());
      expect(taken).toEqual({ code: 'CONFLICT', message: messages.emailTakenActive, field: 'email' });
      expect(taken.message.startsWith(messages.emailTaken)).toBe(true);
      expect(await attempt(inactive.email)).toEqual({ code: 'CONFLICT', message: messages.emailTaken, field: 'email' });
      expect(await usersWithEmail(active.email)).toBe(1);
      expect(await usersWithEmail(inactive.email)).toBe(1);
      expect((await server.outbox()).length).toBe(mailsBefore);
    });
  });

  describe('buscar pacientes para subir resultados', () => {
    it('el laboratorio busca por nombre o correo con al menos 2 letras, con tope de resultados', async () => {
      const tag = newTag();
      const lab = await server.signedIn('laboratory');
      const doctor = await createUser(server.db, 'doctor');
      const names = ['Inés', 'Iván', 'Irma'];
      for (const name of names)
        await createUser(server.db, 'patient', { name, motherLastname: tag, doctorId: doctor.id });
      await createUser(server.db, 'doctor', { name: 'Doctor', motherLastname: tag });
      const search = async (text: string, limit?: number) =>
        (
          await ok<{ searchPatients: { fullName: string; doctor: { id: string } }[] }>(
            SEARCH,
            { search: text, limit },
            lab.token,
          )
        ).searchPatients;

      expect((await search(tag)).map((patient) => patient.fullName)).toEqual([
        `Inés Apellido ${tag}`,
        `Irma Apellido ${tag}`,
        `Iván Apellido ${tag}`,
      ]);
      expect((await search(`ines ${tag}`)).map((patient) => patient.fullName)).toEqual([`Inés Apellido ${tag}`]);
      expect(await search(tag, 2)).toHaveLength(2);
      expect((await search(tag))[0].doctor).toEqual({ id: String(doctor.id) });
      expect(await search('i')).toEqual([]);
      expect(await search('  ')).toEqual([]);
    });
  });

  describe('permisos por rol', () => {
    let patient: TestUser & { token: string };
    let doctor: TestUser & { token: string };
    let someone: TestUser;
    beforeAll(async () => {
      doctor = await server.signedIn('doctor');
      patient = await server.signedIn('patient', { doctorId: doctor.id });
      someone = await createUser(server.db, 'patient', { doctorId: doctor.id });
    });

    const everyOperation = () =>
      [
        [DOCTORS, {}],
        [DOCTOR_PATIENTS, { doctorId: doctor.id }],
        [PATIENT, { id: patient.id }],
        [SEARCH, { search: 'prueba' }],
        [CREATE, { input: patientInput(newTag(), { doctorId: String(doctor.id) }) }],
        [UPDATE, { id: someone.id, input: patientInput(newTag()) }],
      ] as const;

    it('un paciente recibe FORBIDDEN en cada operación, incluso sobre sí mismo, y nada cambia', async () => {
      const before = await storedPatient(someone.id);
      for (const [query, variables] of everyOperation()) {
        expect((await failure(query, variables, patient.token)).code, query).toBe('FORBIDDEN');
      }
      expect(await storedPatient(someone.id)).toEqual(before);
    });

    it('sin sesión cada operación responde UNAUTHENTICATED', async () => {
      for (const [query, variables] of everyOperation()) {
        expect((await failure(query, variables, '')).code, query).toBe('UNAUTHENTICATED');
      }
    });

    it('un doctor no ve la lista de doctores ni el buscador de pacientes', async () => {
      expect((await failure(DOCTORS, {}, doctor.token)).code).toBe('FORBIDDEN');
      expect((await failure(SEARCH, { search: 'prueba' }, doctor.token)).code).toBe('FORBIDDEN');
    });

    it.each(['admin', 'office-admin', 'laboratory'] as const)('%s ve a cualquier paciente y lo edita', async (role) => {
      const staff = await server.signedIn(role);
      expect(
        (await ok<{ virtualLabPatient: Patient }>(PATIENT, { id: someone.id }, staff.token)).virtualLabPatient.id,
      ).toBe(String(someone.id));
      const input = patientInput(newTag(), { doctorId: String(doctor.id) });
      expect(
        (await ok<{ updatePatient: Patient }>(UPDATE, { id: someone.id, input }, staff.token)).updatePatient.email,
      ).toBe(input.email);
    });

    it('un id de otro tipo de usuario no es un paciente ni un doctor', async () => {
      const admin = await server.signedIn('admin');
      expect((await failure(PATIENT, { id: doctor.id }, admin.token)).code).toBe('NOT_FOUND');
      expect((await failure(DOCTOR_PATIENTS, { doctorId: patient.id }, admin.token)).code).toBe('NOT_FOUND');
      expect(
        (
          await failure(
            UPDATE,
            { id: doctor.id, input: patientInput(newTag(), { doctorId: String(doctor.id) }) },
            admin.token,
          )
        ).code,
      ).toBe('NOT_FOUND');
    });

    it('un id que no puede ser de nadie (texto, o fuera de rango) es BAD_USER_INPUT que nombra el campo, no un error interno', async () => {
      const admin = await server.signedIn('admin');
      for (const id of ['abc', '99999999999']) {
        expect(await failure(PATIENT, { id }, admin.token), id).toEqual({
          code: 'BAD_USER_INPUT',
          message: messages.idInvalid,
          field: 'id',
        });
        expect(
          await failure('query ($id: ID!) { patientStudies(patientId: $id) { totalCount } }', { id }, admin.token),
          id,
        ).toEqual({ code: 'BAD_USER_INPUT', message: messages.idInvalid, field: 'id' });
      }
    });
  });
});
