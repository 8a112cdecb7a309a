import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { users } from '../../../server/src/users/users.tables.js';
import { createUser } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const UPDATE_PROFILE = 'mutation ($input: ProfileInput!) { updateProfile(input: $input) { id email } }';
const CREATE_PATIENT = 'mutation ($input: PatientInput!) { createPatient(input: $input) { id } }';
const person = {
  name: 'Lucía',
  lastname: 'Herrera',
  motherLastname: 'Vega',
  birthDate: '1982-11-02',
  sex: 'FEMALE',
  phone: '2221234567',
};
const patient = (email: string) => ({ ...person, email });

describe(`las respuestas que revelan una cuenta tienen límite por usuario (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ accountCheckRateLimit: { perUser: 3, windowMinutes: 15 } });
  });
  afterAll(() => server.close());

  it('el perfil propio: tres veces «ya registrado», luego TOO_MANY_REQUESTS, y el correo no cambia', async () => {
    const lab = await server.signedIn('laboratory');
    const taken = await Promise.all([1, 2, 3, 4].map(() => createUser(server.db, 'patient')));
    const codes = [];
    for (const other of taken) {
      const result = await server.gql(UPDATE_PROFILE, { input: { ...person, email: other.email } }, lab.token);
      codes.push(result.errors![0].extensions!.code);
    }
    expect(codes).toEqual(['CONFLICT', 'CONFLICT', 'CONFLICT', 'TOO_MANY_REQUESTS']);
    const [stored] = await server.db.select({ email: users.email }).from(users).where(eq(users.id, lab.id));
    expect(stored.email).toBe(lab.email);
  });

  it('un correo libre no gasta el límite: cinco cambios de correo seguidos se guardan', async () => {
    const lab = await server.signedIn('laboratory');
    for (let n = 0; n < 5; n++) {
      const email = `libre.${lab.id}.${n}@prueba.mx`;
      const result = await server.gql<{ updateProfile: { email: string } }>(
        UPDATE_PROFILE,
        { input: { ...person, email } },
        lab.token,
      );
      expect(result.data?.updateProfile.email, JSON.stringify(result.errors)).toBe(email);
    }
  });

  it('dar de alta pacientes con correos ajenos topa con el mismo límite; otro doctor conserva el suyo', async () => {
    const doctor = await server.signedIn('doctor');
    const other = await server.signedIn('doctor');
    const taken = await Promise.all([1, 2, 3, 4].map(() => createUser(server.db, 'patient')));
    const results = [];
    for (const owner of taken)
      results.push(await server.gql(CREATE_PATIENT, { input: patient(owner.email) }, doctor.token));
    expect(results.map((result) => result.errors![0].extensions!.code)).toEqual([
      'CONFLICT',
      'CONFLICT',
      'CONFLICT',
      'TOO_MANY_REQUESTS',
    ]);
    expect(results[0].errors![0].message).toBe(messages.emailTakenActive);
    expect(results[3].errors![0].message).toBe(messages.tooManyAttempts);
    const elsewhere = await server.gql(CREATE_PATIENT, { input: patient(taken[0].email) }, other.token);
    expect(elsewhere.errors![0].extensions!.code).toBe('CONFLICT');
  });
});
