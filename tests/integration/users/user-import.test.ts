import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../../shared/limits.js';
import { messages } from '../../../shared/messages.js';
import { users } from '../../../server/src/users/users.tables.js';
import { createUser, type TestUser } from '../../support/factories.js';
import { graphqlUpload } from '../../support/multipart.js';
import { xrayPng } from '../../support/studies.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { accountsWithEmail, linkTokenFor, manySignIns, newTag, RESET_PASSWORD } from '../../support/users.js';

const IMPORT = `mutation ($file: Upload!) { importUsers(file: $file) {
  accepted { row id email fullName type } rejected { row email field reason } invitationsFailed } }`;

type Report = {
  accepted: { row: number; id: string; email: string; fullName: string; type: string }[];
  rejected: { row: number; email: string | null; field: string; reason: string }[];
  invitationsFailed: string[];
};
type Answer = {
  data?: { importUsers: Report } | null;
  errors?: { message: string; extensions: Record<string, unknown> }[];
};

describe(`importación de usuarios desde CSV (${databaseKind()})`, () => {
  let server: TestServer;
  let admin: TestUser & { token: string };
  beforeAll(async () => {
    server = await startTestServer(manySignIns);
    admin = await server.signedIn('admin');
  });
  afterAll(() => server.close());

  const upload = async (
    content: string | Uint8Array,
    token = admin.token,
    name = 'usuarios.csv',
  ): Promise<Answer & { status: number }> => {
    const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const form = await graphqlUpload(IMPORT, {}, { field: 'file', name, bytes, type: 'text/csv' });
    const response = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
    return { status: response.statusCode, ...(response.json() as Answer) };
  };
  const imported = async (content: string) => {
    const answer = await upload(content);
    expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    return answer.data!.importUsers;
  };
  const withTag = async (tag: string) =>
    (await server.db.select({ email: users.email }).from(users).where(eq(users.motherLastname, tag)))
      .map((row) => row.email)
      .sort();

  it('importa las filas válidas juntas, informa las rechazadas con su línea y motivo, e invita a cada cuenta nueva', async () => {
    const tag = newTag();
    const doctor = await createUser(server.db, 'doctor', { email: `doctora.${tag}@clinica.mx` });
    const active = await createUser(server.db, 'laboratory', { email: `activo.${tag}@lab.mx` });
    const inactive = await createUser(server.db, 'patient', { email: `inactivo.${tag}@correo.mx`, status: false });
    const csv = [
      'name,lastname,mother_lastname,email,phone,type,doctor_email',
      `Elena,Ríos,${tag},elena.${tag}@clinica.mx,5512340001,doctor,`,
      `"Luis, Jr.",Paz,${tag},luis.${tag}@correo.mx,5512340002,Paciente,${doctor.email.toUpperCase()}`,
      `Marta,Ibarra,${tag},marta.${tag}@lab.mx,5512340003,laboratorio,`,
      `Nora,Vela,${tag},nora.${tag}@clinica.mx,55123,office-admin,`,
      `Óscar,Lara,${tag},oscar.${tag}@correo,5512340005,doctor,`,
      `Pía,Mora,${tag},pia.${tag}@clinica.mx,5512340006,gerente,`,
      `Elena,Copia,${tag},ELENA.${tag}@clinica.mx,5512340007,doctor,`,
      `Raúl,Soto,${tag},${active.email},5512340008,doctor,`,
      `Sara,Luna,${tag},${inactive.email},5512340009,patient,${doctor.email}`,
      `Tomás,Vera,${tag},tomas.${tag}@correo.mx,5512340010,patient,`,
      `Úrsula,Gil,${tag},ursula.${tag}@correo.mx,5512340011,patient,nadie.${tag}@clinica.mx`,
      ',Sin,Nombre,sinnombre@correo.mx,5512340012,doctor,',
      '',
      `Víctor,Ruiz,,victor.${tag}@clinica.mx,5512340014,admin,`,
    ].join('\r\n');
    const report = await imported(csv);

    expect(report.accepted).toEqual([
      {
        row: 2,
        id: expect.any(String),
        email: `elena.${tag}@clinica.mx`,
        fullName: `Elena Ríos ${tag}`,
        type: 'Doctor',
      },
      {
        row: 3,
        id: expect.any(String),
        email: `luis.${tag}@correo.mx`,
        fullName: `Luis, Jr. Paz ${tag}`,
        type: 'Paciente',
      },
      {
        row: 4,
        id: expect.any(String),
        email: `marta.${tag}@lab.mx`,
        fullName: `Marta Ibarra ${tag}`,
        type: 'Laboratorio',
      },
    ]);
    expect(report.rejected).toEqual([
      { row: 5, email: `nora.${tag}@clinica.mx`, field: 'phone', reason: messages.phoneInvalid },
      { row: 6, email: `oscar.${tag}@correo`, field: 'email', reason: messages.emailInvalid },
      { row: 7, email: `pia.${tag}@clinica.mx`, field: 'type', reason: messages.userTypeInvalid },
      { row: 8, email: `ELENA.${tag}@clinica.mx`, field: 'email', reason: messages.importEmailRepeated },
      { row: 9, email: active.email, field: 'email', reason: messages.emailTakenActive },
      { row: 10, email: inactive.email, field: 'email', reason: messages.emailTaken },
      { row: 11, email: `tomas.${tag}@correo.mx`, field: 'doctor_email', reason: messages.doctorRequired },
      { row: 12, email: `ursula.${tag}@correo.mx`, field: 'doctor_email', reason: messages.doctorInvalid },
      { row: 13, email: 'sinnombre@correo.mx', field: 'name', reason: messages.nameRequired },
      { row: 15, email: `victor.${tag}@clinica.mx`, field: 'mother_lastname', reason: messages.motherLastnameRequired },
    ]);
    expect(report.invitationsFailed).toEqual([]);
    expect(await withTag(tag)).toEqual([`elena.${tag}@clinica.mx`, `luis.${tag}@correo.mx`, `marta.${tag}@lab.mx`]);

    const [luis] = await server.db
      .select()
      .from(users)
      .where(eq(users.email, `luis.${tag}@correo.mx`));
    expect(luis).toMatchObject({
      doctorId: doctor.id,
      phone: '5512340002',
      profileCompletionPending: true,
      status: true,
      birthDate: null,
    });

    // Each new account sets its password with the emailed link, signs in and completes its profile.
    const { token, mail } = await linkTokenFor(server, `elena.${tag}@clinica.mx`);
    expect(mail.text).toContain('como Doctor');
    expect((await linkTokenFor(server, `luis.${tag}@correo.mx`)).mail.text).toContain('en la aplicación móvil');
    expect((await server.gql(RESET_PASSWORD, { token, password: 'elena-clave-1' })).data).toEqual({
      resetPassword: true,
    });
    const session = await server.login(`elena.${tag}@clinica.mx`, 'elena-clave-1');
    const me = await server.gql<{ me: { profileCompletionPending: boolean } }>(
      '{ me { profileCompletionPending } }',
      {},
      session,
    );
    expect(me.data!.me.profileCompletionPending).toBe(true);
  });

  it('acepta punto y coma, columnas en otro orden, BOM y comillas', async () => {
    const tag = newTag();
    const csv = `\uFEFFEmail;Type;Name;Lastname;Mother_lastname;Phone\n"ana.${tag}@lab.mx";Laboratorio;"Ana; María";Cruz;${tag};5512340021\n`;
    const report = await imported(csv);
    expect(report.accepted).toEqual([
      {
        row: 2,
        id: expect.any(String),
        email: `ana.${tag}@lab.mx`,
        fullName: `Ana; María Cruz ${tag}`,
        type: 'Laboratorio',
      },
    ]);
    expect(report.rejected).toEqual([]);
  });

  describe('un archivo mal formado no importa nada', () => {
    const row = (tag: string) => `Elena,Ríos,${tag},elena.${tag}@clinica.mx,5512340001,doctor`;
    it.each([
      [
        'sin la columna type',
        (tag: string) =>
          `name,lastname,mother_lastname,email,phone\nElena,Ríos,${tag},elena.${tag}@clinica.mx,5512340001`,
        messages.importFileInvalid,
      ],
      [
        'con una columna desconocida',
        (tag: string) => `name,lastname,mother_lastname,email,phone,type,curp\n${row(tag)},XXXX`,
        messages.importFileInvalid,
      ],
      [
        'con una columna repetida',
        (tag: string) => `name,lastname,mother_lastname,email,phone,type,type\n${row(tag)},doctor`,
        messages.importFileInvalid,
      ],
      [
        'con filas de otro ancho',
        (tag: string) => `name,lastname,mother_lastname,email,phone,type\n${row(tag)}\nOtra,Fila,${tag}`,
        messages.importFileInvalid,
      ],
      [
        'con comillas sin cerrar',
        (tag: string) =>
          `name,lastname,mother_lastname,email,phone,type\n${row(tag)}\n"Otra,Fila,${tag},x@y.mx,5512340001,doctor`,
        messages.importFileInvalid,
      ],
      ['vacío', () => '', messages.importFileEmpty],
      ['solo con el encabezado', () => 'name,lastname,mother_lastname,email,phone,type\n', messages.importFileEmpty],
      [
        'con demasiadas filas',
        (tag: string) =>
          `name,lastname,mother_lastname,email,phone,type\n${Array.from(
            { length: limits.userImportMaxRows + 1 },
            (_, index) => `N,L,${tag},n${index}.${tag}@correo.mx,5512340001,doctor`,
          ).join('\n')}`,
        messages.importTooManyRows,
      ],
    ])('%s', async (_case, content, message) => {
      const tag = newTag();
      const answer = await upload(content(tag));
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'file' } });
      expect(await withTag(tag)).toEqual([]);
    });

    it('una imagen en lugar de un CSV', async () => {
      const answer = await upload(xrayPng, admin.token, 'usuarios.csv');
      expect(answer.errors![0]).toMatchObject({ message: messages.importFileInvalid, extensions: { field: 'file' } });
    });

    it('un archivo de más de 1 MiB', async () => {
      const tag = newTag();
      const padding = `# ${'x'.repeat(limits.userImportMaxBytes)}`;
      const answer = await upload(`name,lastname,mother_lastname,email,phone,type\n${row(tag)}\n${padding}`);
      expect(answer.errors![0]).toMatchObject({ message: messages.fileTooLarge, extensions: { field: 'file' } });
      expect(await withTag(tag)).toEqual([]);
    });
  });

  it('un error de la base de datos al guardar deshace todas las filas aceptadas', async () => {
    const tag = newTag();
    // A trigger that refuses one of this file's rows, as a full disk or a lost connection would fail the insert.
    await server.db.execute(
      sql.raw(`create function refuse_${tag}() returns trigger language plpgsql as $$
      begin if new.email like 'boom.%' and new.mother_lastname = '${tag}' then raise exception 'disco lleno'; end if; return new; end $$`),
    );
    await server.db.execute(
      sql.raw(`create trigger refuse_${tag} before insert on users for each row execute function refuse_${tag}()`),
    );
    try {
      const csv = [
        'name,lastname,mother_lastname,email,phone,type',
        `Elena,Ríos,${tag},elena.${tag}@clinica.mx,5512340001,doctor`,
        `Fabián,Mora,${tag},boom.${tag}@clinica.mx,5512340002,doctor`,
        `Gala,Sosa,${tag},gala.${tag}@clinica.mx,5512340003,doctor`,
      ].join('\n');
      const answer = await upload(csv);
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors![0]).toMatchObject({ message: messages.internalError });
      expect(await withTag(tag)).toEqual([]);
      expect((await server.outbox()).filter((mail) => mail.to.endsWith(`${tag}@clinica.mx`))).toEqual([]);
    } finally {
      await server.db.execute(sql.raw(`drop trigger refuse_${tag} on users`));
      await server.db.execute(sql.raw(`drop function refuse_${tag}()`));
    }
  });

  it('nadie más que el admin importa usuarios', async () => {
    const tag = newTag();
    for (const role of ['doctor', 'laboratory', 'office-admin', 'patient'] as const) {
      const user = await server.signedIn(role);
      const answer = await upload(
        `name,lastname,mother_lastname,email,phone,type\nA,B,${tag},a.${tag}@x.mx,5512340001,doctor`,
        user.token,
      );
      expect(answer.errors![0].extensions.code, role).toBe('FORBIDDEN');
    }
    expect(await accountsWithEmail(server, `a.${tag}@x.mx`)).toBe(0);
  });
});
