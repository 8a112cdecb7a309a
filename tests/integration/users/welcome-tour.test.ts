import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/src/users/users.tables.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const ME = 'query { me { id welcomeTourFinishedAt } }';
const FINISH = 'mutation { finishWelcomeTour { id welcomeTourFinishedAt } }';
const RESTART = 'mutation { restartWelcomeTour { id welcomeTourFinishedAt } }';

type TourState = { id: string; welcomeTourFinishedAt: string | null };

describe(`recorrido de bienvenida (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const storedFinishedAt = async (userId: number) => {
    const [row] = await server.db
      .select({ finishedAt: users.welcomeTourFinishedAt })
      .from(users)
      .where(eq(users.id, userId));
    return row.finishedAt;
  };

  it('una doctora nueva aún no ha visto el recorrido; lo termina y en otro dispositivo ya no está pendiente', async () => {
    const doctor = await server.signedIn('doctor', { welcomeTourPending: true });
    const before = await server.gql<{ me: TourState }>(ME, {}, doctor.token);
    expect(before.data!.me).toEqual({ id: String(doctor.id), welcomeTourFinishedAt: null });

    const startedAt = Date.now();
    const finished = await server.gql<{ finishWelcomeTour: TourState }>(FINISH, {}, doctor.token);
    expect(finished.errors).toBeUndefined();
    const finishedAt = finished.data!.finishWelcomeTour.welcomeTourFinishedAt!;
    expect(Date.parse(finishedAt)).toBeGreaterThanOrEqual(startedAt - 1000);
    expect((await storedFinishedAt(doctor.id))?.toISOString()).toBe(new Date(finishedAt).toISOString());

    // Another device: a new session of the same account.
    const otherDevice = await server.login(doctor.email, doctor.password);
    const there = await server.gql<{ me: TourState }>(ME, {}, otherDevice);
    expect(there.data!.me.welcomeTourFinishedAt).toBe(finishedAt);

    // Skipping it later from an old tab keeps the first moment.
    const again = await server.gql<{ finishWelcomeTour: TourState }>(FINISH, {}, otherDevice);
    expect(again.data!.finishWelcomeTour.welcomeTourFinishedAt).toBe(finishedAt);
  });

  it('desde su perfil la recepcionista vuelve a ver el recorrido: queda pendiente hasta que lo omite otra vez', async () => {
    const reception = await server.signedIn('office-admin');
    expect(await storedFinishedAt(reception.id)).not.toBeNull();

    const restarted = await server.gql<{ restartWelcomeTour: TourState }>(RESTART, {}, reception.token);
    expect(restarted.errors).toBeUndefined();
    expect(restarted.data!.restartWelcomeTour).toEqual({ id: String(reception.id), welcomeTourFinishedAt: null });
    expect(await storedFinishedAt(reception.id)).toBeNull();

    await server.gql(FINISH, {}, reception.token);
    expect(await storedFinishedAt(reception.id)).not.toBeNull();
  });

  it.each([
    ['la administradora', 'admin'],
    ['el laboratorio', 'laboratory'],
    ['el paciente', 'patient'],
  ] as const)('%s también guarda su recorrido', async (_who, role) => {
    const user = await server.signedIn(role, { welcomeTourPending: true });
    const result = await server.gql<{ finishWelcomeTour: TourState }>(FINISH, {}, user.token);
    expect(result.errors).toBeUndefined();
    expect(await storedFinishedAt(user.id)).not.toBeNull();
  });

  it('lo que hace un usuario con su recorrido no cambia el de otro', async () => {
    const ana = await server.signedIn('doctor', { welcomeTourPending: true });
    const beto = await server.signedIn('doctor', { welcomeTourPending: true });
    const carla = await server.signedIn('laboratory');
    const carlaFinishedAt = await storedFinishedAt(carla.id);

    await server.gql(FINISH, {}, ana.token);
    expect(await storedFinishedAt(ana.id)).not.toBeNull();
    expect(await storedFinishedAt(beto.id)).toBeNull();

    await server.gql(RESTART, {}, beto.token);
    expect(await storedFinishedAt(ana.id)).not.toBeNull();
    expect(await storedFinishedAt(carla.id)).toEqual(carlaFinishedAt);
  });

  it('sin sesión no se puede terminar ni reiniciar el recorrido, ni leer el propio', async () => {
    const patient = await server.signedIn('patient', { welcomeTourPending: true });
    for (const operation of [FINISH, RESTART, ME]) {
      const result = await server.gql(operation);
      expect(result.data ?? null).toBeNull();
      expect(result.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    const withDeadToken = await server.gql(FINISH, {}, 'no-es-un-token');
    expect(withDeadToken.errors![0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await storedFinishedAt(patient.id)).toBeNull();
  });
});
