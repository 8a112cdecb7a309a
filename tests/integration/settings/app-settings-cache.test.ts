import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/src/app.js';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/client.js';
import { listenLocally } from '../../support/hardening.js';
import { privateDatabase, type PrivateDatabase } from '../../support/private-database.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, testConfig, TestServer } from '../../support/test-server.js';
import { UPDATE } from './settings-requests.js';

// Every page asks for appSettings: it is kept until a setting changes, whoever changes it.
const APP_SETTINGS = '{ appSettings { maintenanceBanner contact { phone } } }';
const preflight = { 'apollo-require-preflight': 'true' };
type Settings = { appSettings: { maintenanceBanner: string | null; contact: { phone: string | null } } };

const onServer = process.env.TEST_DB === 'postgres';

describe(`appSettings sale de la caché por versión y un cambio se ve en seguida (${databaseKind()})`, () => {
  // The lab's settings are shared by the whole lab: this file changes them on a database of its own.
  let database: PrivateDatabase;
  let server: TestServer;
  let admin: string;
  let patient: string;
  beforeAll(async () => {
    database = await privateDatabase();
    server = await startTestServer({}, { database: database.handle });
    admin = (await server.signedIn('admin')).token;
    patient = (await server.signedIn('patient')).token;
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  const anonymousGet = async (target = server) => {
    const response = await target.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(APP_SETTINGS)}`,
      headers: preflight,
    });
    expect(response.statusCode).toBe(200);
    return { etag: String(response.headers.etag), settings: (JSON.parse(response.body) as { data: Settings }).data };
  };
  const signedInRead = async (target = server) => {
    const result = await target.gql<Settings>(APP_SETTINGS, {}, patient);
    expect(result.errors).toBeUndefined();
    return result.data!.appSettings;
  };
  const setBanner = async (banner: string) => {
    const result = await server.gql(UPDATE, { input: { maintenanceBanner: banner } }, admin);
    expect(result.errors).toBeUndefined();
  };

  it('el administrador cambia el aviso y el visitante anónimo y el paciente lo ven en la siguiente petición', async () => {
    await setBanner('Mantenimiento el sábado de 8 a 10 h');
    const first = await anonymousGet();
    expect(first.settings.appSettings.maintenanceBanner).toBe('Mantenimiento el sábado de 8 a 10 h');
    expect((await signedInRead()).maintenanceBanner).toBe('Mantenimiento el sábado de 8 a 10 h');
    await setBanner('Mantenimiento el domingo de 7 a 9 h');
    const second = await anonymousGet();
    expect(second.settings.appSettings.maintenanceBanner).toBe('Mantenimiento el domingo de 7 a 9 h');
    expect(second.etag).not.toBe(first.etag);
    expect((await signedInRead()).maintenanceBanner).toBe('Mantenimiento el domingo de 7 a 9 h');
  });

  it('sin cambio de versión no se lee la base: un cambio que no pasa por el disparador no se ve, uno que pasa sí', async () => {
    await setBanner('Aviso guardado');
    expect((await signedInRead()).maintenanceBanner).toBe('Aviso guardado');
    // With the triggers off for this one transaction, the row changes but its version does not:
    // what appSettings answers can then only come from what was kept.
    await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update lab_settings set contact_phone = '5512345678'`);
    });
    expect((await signedInRead()).contact.phone).toBeNull();
    expect((await anonymousGet()).settings.appSettings.contact.phone).toBeNull();
    // Any write to lab_settings, even one that changes nothing, bumps the version: read again.
    await server.db.execute(sql`update lab_settings set contact_phone = contact_phone`);
    expect((await signedInRead()).contact.phone).toBe('5512345678');
    expect((await anonymousGet()).settings.appSettings.contact.phone).toBe('5512345678');
  });

  describe.skipIf(!onServer)('con dos instancias sobre el mismo PostgreSQL (se omite sin TEST_DB=postgres)', () => {
    let second: TestServer;
    let secondHandle: DatabaseHandle;
    let secondAddress: string;
    beforeAll(async () => {
      secondHandle = await openDatabase({ databaseUrl: database.url!, dataDir: '' });
      const config = await testConfig();
      second = new TestServer(await buildApp({ config, database: secondHandle }), config.dataDir);
      secondAddress = await listenLocally(second.app);
    });
    afterAll(async () => {
      await second?.close();
      await secondHandle?.close();
    });

    it('un cambio hecho en una instancia se ve en la otra en la siguiente petición', async () => {
      // Kept on the second instance first.
      await fetch(`http://${secondAddress}/graphql?query=${encodeURIComponent(APP_SETTINGS)}`, { headers: preflight });
      await setBanner('Cambio hecho en la primera instancia');
      const response = await fetch(`http://${secondAddress}/graphql?query=${encodeURIComponent(APP_SETTINGS)}`, {
        headers: preflight,
      });
      const body = (await response.json()) as { data: Settings };
      expect(body.data.appSettings.maintenanceBanner).toBe('Cambio hecho en la primera instancia');
      expect((await signedInRead(second)).maintenanceBanner).toBe('Cambio hecho en la primera instancia');
    });
  });
});
