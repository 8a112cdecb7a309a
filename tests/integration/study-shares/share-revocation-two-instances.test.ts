import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEventBus, createPostgresEventBus, type EventBus } from '../../../server/src/events/event-bus.js';
import { sharesClosedChannel } from '../../../server/src/study-shares/share-events.js';
import { collect, observedEventBus } from '../../support/chat.js';
import { listenLocally, socketClient } from '../../support/hardening.js';
import {
  CREATE_SHARE,
  dicomRadiograph,
  OPEN_SHARED,
  REVOKE_SHARE,
  SHARE_CLOSED,
  type Share,
  type SharedAnswer,
  studyWithDicom,
  tokenOf,
} from '../../support/study-shares.js';
import { databaseKind, testDatabase } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

/**
 * Two instances of the portal on one database, as behind a load balancer. On a PostgreSQL server
 * each has its own LISTEN/NOTIFY bus; on PGlite (one process) one in-memory bus stands for it.
 */
describe(`revocar un enlace con dos instancias de la app (${databaseKind()})`, () => {
  const servers: TestServer[] = [];
  const clients: Client[] = [];
  let observed: ReturnType<typeof observedEventBus>;
  let address: string;

  beforeAll(async () => {
    const handle = await testDatabase();
    const local = createLocalEventBus();
    const busOf = async (): Promise<EventBus> =>
      handle.notifications ? createPostgresEventBus(handle.notifications) : local;
    observed = observedEventBus(await busOf());
    servers.push(await startTestServer({}, { events: observed.bus }));
    servers.push(await startTestServer({}, { events: await busOf() }));
    address = await listenLocally(servers[0].app);
  });
  afterAll(async () => {
    await Promise.all(clients.map(async (client) => client.dispose()));
    await Promise.all(servers.map((server) => server.close()));
  });

  it('la instancia B revoca y la A lo sabe al momento: la página abierta recibe el aviso, su archivo y su enlace ya no abren', async () => {
    const [a, b] = servers;
    const lab = await a.signedIn('laboratory');
    const patient = await a.signedIn('patient', { doctorId: (await a.signedIn('doctor')).id });
    const study = await studyWithDicom(a, lab.token, patient.id, await dicomRadiograph());
    const created = (
      await a.gql<{ createStudyShare: Share }>(CREATE_SHARE, { input: { studyId: study.id } }, lab.token)
    ).data!.createStudyShare;
    const opened = (await a.gql<{ openSharedStudy: SharedAnswer }>(OPEN_SHARED, { token: tokenOf(created) })).data!
      .openSharedStudy;
    expect(opened.state).toBe('OPEN');
    const file = opened.study!.files[0].url;
    expect((await a.inject({ method: 'GET', url: file })).statusCode).toBe(200);
    const [series] = opened.study!.viewer.series;
    expect(series).toMatchObject({ modality: 'DX', imageCount: 1 });
    const thumbnail = await a.inject({ method: 'GET', url: series.thumbnailUrl });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toMatch(/^image\//);

    // The recipient's page on instance A listens for its link closing (no session).
    const client = socketClient(address);
    clients.push(client);
    const listening = observed.nextListener(sharesClosedChannel);
    const closed = collect<{ studyShareClosed: { state: string } }>(client, SHARE_CLOSED, {
      grant: opened.study!.grant,
    });
    await listening;

    const revoked = await b.gql<{ revokeStudyShare: Share }>(REVOKE_SHARE, { id: created.id }, lab.token);
    expect(revoked.data!.revokeStudyShare.revokedAt).not.toBeNull();

    const event = await closed.until((result) => result.data?.studyShareClosed !== undefined);
    expect(event.data!.studyShareClosed.state).toBe('REVOKED');
    expect((await a.inject({ method: 'GET', url: file })).statusCode).toBe(404);
    expect((await a.inject({ method: 'GET', url: series.previewUrl })).statusCode).toBe(404);
    const again = (await a.gql<{ openSharedStudy: SharedAnswer }>(OPEN_SHARED, { token: tokenOf(created) })).data!
      .openSharedStudy;
    expect(again).toMatchObject({ state: 'REVOKED', study: null });

    // A page that subscribes after the revocation is told at once that nothing is there.
    const lateClient = socketClient(address);
    clients.push(lateClient);
    const late = collect(lateClient, SHARE_CLOSED, { grant: opened.study!.grant });
    const refused = await late.until((result) => result.errors !== undefined);
    expect(refused.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND' });
  });
});
