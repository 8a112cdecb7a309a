import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorPreRegistrations } from '../../../server/src/users/pre-registrations.tables.js';
import { users } from '../../../server/src/users/users.tables.js';
import { createUser, type TestUser } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import {
  accountsWithEmail,
  CREATE_USER,
  DEACTIVATE_USER,
  DELETE_USER,
  manySignIns,
  newTag,
  officeData,
  REACTIVATE_USER,
  UPDATE_USER,
  USER,
  userInput,
  USERS,
} from '../../support/users.js';

const roles = ['doctor', 'laboratory', 'office-admin', 'patient'] as const;

describe(`solo el admin administra usuarios (${databaseKind()})`, () => {
  let server: TestServer;
  let target: TestUser;
  let requestId: number;
  const tag = newTag();
  beforeAll(async () => {
    server = await startTestServer(manySignIns);
    target = await createUser(server.db, 'laboratory', { motherLastname: tag });
    const [request] = await server.db
      .insert(doctorPreRegistrations)
      .values({
        name: 'Ricardo',
        lastname: 'Salinas',
        motherLastname: tag,
        email: `ricardo.${tag}@dental.mx`,
        phone: '2229876543',
        birthDate: '1979-09-30',
        ...officeData,
      })
      .returning({ id: doctorPreRegistrations.id });
    requestId = request.id;
  });
  afterAll(() => server.close());

  const operations: [string, string, () => Record<string, unknown>][] = [
    ['users', USERS, () => ({ search: tag })],
    ['user', USER, () => ({ id: target.id })],
    ['userTypes', '{ userTypes { role } }', () => ({})],
    ['createUser', CREATE_USER, () => ({ input: userInput(tag) })],
    [
      'updateUser',
      UPDATE_USER,
      () => ({ id: target.id, input: userInput(tag, { email: target.email, phone: '5500000000' }) }),
    ],
    ['deactivateUser', DEACTIVATE_USER, () => ({ id: target.id })],
    ['reactivateUser', REACTIVATE_USER, () => ({ id: target.id })],
    ['deleteUser', DELETE_USER, () => ({ id: target.id })],
    ['doctorPreRegistrations', '{ doctorPreRegistrations { totalCount } }', () => ({})],
    [
      'approveDoctorPreRegistration',
      'mutation ($id: ID!) { approveDoctorPreRegistration(id: $id) { id } }',
      () => ({ id: requestId }),
    ],
    [
      'rejectDoctorPreRegistration',
      'mutation ($id: ID!) { rejectDoctorPreRegistration(id: $id, reason: "No") { id } }',
      () => ({ id: requestId }),
    ],
  ];

  it.each(roles)('%s recibe FORBIDDEN en cada operación y nada cambia', async (role) => {
    const user = await server.signedIn(role);
    for (const [name, query, variables] of operations) {
      const result = await server.gql(query, variables(), user.token);
      expect(result.data ?? null, name).toBeNull();
      expect(result.errors![0].extensions!.code, name).toBe('FORBIDDEN');
    }
    const [stored] = await server.db.select().from(users).where(eq(users.id, target.id));
    expect(stored).toMatchObject({ status: true, phone: '5511112222' });
    const [request] = await server.db
      .select()
      .from(doctorPreRegistrations)
      .where(eq(doctorPreRegistrations.id, requestId));
    expect(request.status).toBe('pending');
    expect(await accountsWithEmail(server, `mariana.${tag}@consultorio.mx`)).toBe(0);
  });

  it('sin sesión cada operación responde UNAUTHENTICATED', async () => {
    for (const [name, query, variables] of operations) {
      const result = await server.gql(query, variables());
      expect(result.errors![0].extensions!.code, name).toBe('UNAUTHENTICATED');
    }
  });
});
