import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalMessages } from '../../../shared/portal-messages.js';
import { saveOwnLayoutPreferences } from '../../../server/src/layout/layout-preferences.service.js';
import { createCourse, createUser, type TestUser } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { manySignIns, newTag } from '../../support/users.js';

const SEARCH = `query ($text: String!, $first: Int) { search(text: $text, first: $first) { kind id title subtitle date path } }`;

type Result = { kind: string; id: string; title: string; subtitle: string | null; date: string | null; path: string };

describe(`búsqueda del encabezado: pacientes, usuarios y cursos que cada quien puede ver (${databaseKind()})`, () => {
  let server: TestServer;
  // Letters only and unique: the searches find this run's rows alone.
  const tag = newTag();
  let doctor: TestUser & { token: string };
  let otherDoctor: TestUser & { token: string };
  let ownPatient: TestUser;
  let otherPatient: TestUser;
  let labUser: TestUser;
  let courseId: number;

  beforeAll(async () => {
    server = await startTestServer(manySignIns);
    doctor = await server.signedIn('doctor');
    otherDoctor = await server.signedIn('doctor');
    ownPatient = await createUser(server.db, 'patient', {
      name: 'Ximena',
      lastname: 'Núñez',
      motherLastname: tag,
      doctorId: doctor.id,
    });
    otherPatient = await createUser(server.db, 'patient', {
      name: 'Xavier',
      lastname: 'Nuño',
      motherLastname: tag,
      doctorId: otherDoctor.id,
    });
    labUser = await createUser(server.db, 'laboratory', {
      name: 'Xochitl',
      lastname: 'Laboratorio',
      motherLastname: tag,
    });
    courseId = (await createCourse(server.db, { name: `Curso de endodoncia ${tag}`, headquarterName: 'Sede Puebla' }))
      .id;
  });
  afterAll(() => server.close());

  const search = async (token: string | undefined, text: string, first?: number) =>
    server.gql<{ search: Result[] }>(SEARCH, { text, first }, token);

  it('el doctor encuentra a su paciente por parte del nombre, sin acentos ni mayúsculas, y no al paciente de otro doctor', async () => {
    const result = await search(doctor.token, `nun ${tag.toUpperCase()}`);
    expect(result.errors).toBeUndefined();
    expect(result.data!.search).toEqual([
      {
        kind: 'PATIENT',
        id: String(ownPatient.id),
        title: ownPatient.fullName,
        subtitle: ownPatient.email,
        date: null,
        path: `/virtuallab/patients/${ownPatient.id}`,
      },
    ]);
    // Neither by the other patient's own name.
    expect((await search(doctor.token, `xavier ${tag}`)).data!.search).toEqual([]);
    // Nor accounts or courses, which doctors do not administer.
    expect((await search(doctor.token, tag)).data!.search.map((item) => item.kind)).toEqual(['PATIENT']);
  });

  it('el otro doctor encuentra sólo al suyo', async () => {
    const found = (await search(otherDoctor.token, tag)).data!.search;
    expect(found.map((item) => item.id)).toEqual([String(otherPatient.id)]);
  });

  it('la recepción y el laboratorio encuentran a todos los pacientes, pero no cuentas ni cursos', async () => {
    for (const role of ['office-admin', 'laboratory'] as const) {
      const staff = await server.signedIn(role);
      const found = (await search(staff.token, tag)).data!.search;
      expect(found.map((item) => [item.kind, item.id]).sort()).toEqual(
        [
          ['PATIENT', String(ownPatient.id)],
          ['PATIENT', String(otherPatient.id)],
        ].sort(),
      );
    }
  });

  it('el administrador encuentra pacientes, luego cuentas del personal, luego cursos, cada uno con su página', async () => {
    const admin = await server.signedIn('admin');
    const found = (await search(admin.token, tag)).data!.search;
    expect(found.map((item) => item.kind)).toEqual(['PATIENT', 'PATIENT', 'USER', 'COURSE']);
    expect(found[2]).toMatchObject({ id: String(labUser.id), title: labUser.fullName, path: `/users/${labUser.id}` });
    expect(found[3]).toMatchObject({
      id: String(courseId),
      title: `Curso de endodoncia ${tag}`,
      subtitle: 'Sede Puebla',
      path: `/courses/${courseId}/edit`,
    });
    expect(found[3].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A course by any part of its name.
    expect((await search(admin.token, `dodon ${tag}`)).data!.search.map((item) => item.kind)).toEqual(['COURSE']);
    // At most `first` of each kind.
    expect((await search(admin.token, tag, 1)).data!.search.map((item) => item.kind)).toEqual([
      'PATIENT',
      'USER',
      'COURSE',
    ]);
  });

  it.each([
    ['text', 'x', undefined, portalMessages.searchTextTooShort],
    ['text', '   a  ', undefined, portalMessages.searchTextTooShort],
    ['text', 'a'.repeat(101), undefined, portalMessages.searchTextTooLong],
    ['first', tag, 0, portalMessages.searchFirstInvalid],
    ['first', tag, 21, portalMessages.searchFirstInvalid],
  ])('%s %j (%s): BAD_USER_INPUT con su mensaje', async (field, text, first, message) => {
    const result = await search(doctor.token, text, first);
    // Refused by the resolver, not the request: an answer with errors, status 200 (GraphQL over HTTP).
    expect(result.status).toBe(200);
    expect(result.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
  });

  it('un paciente recibe FORBIDDEN y sin sesión UNAUTHENTICATED', async () => {
    const patient = await server.login(ownPatient.email, ownPatient.password);
    const refused = await search(patient, tag);
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors![0].extensions!.code).toBe('FORBIDDEN');
    const anonymous = await search(undefined, tag);
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });

  it('el servicio de ajustes de apariencia revisa los valores también fuera de GraphQL', async () => {
    const actor = { userId: doctor.id, role: 'doctor' as const, sessionId: 1 };
    await expect(
      saveOwnLayoutPreferences(server.app.deps, actor, {
        color: 'purple',
        boxed: false,
        sidebarCollapsed: false,
        direction: 'auto',
        transition: 'fade',
        mobileSearch: true,
      }),
    ).rejects.toMatchObject({ message: portalMessages.layoutColorInvalid, extensions: { field: 'color' } });
  });
});
