import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalMessages } from '../../../shared/portal-messages.js';
import { notifications } from '../../../server/src/notifications/notifications.tables.js';
import { CREATE_NOTIFICATION, RESEND_NOTIFICATION, type NotificationView } from '../../support/notifications.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { gqlHelpers } from '../../support/users.js';
import { count, eq } from 'drizzle-orm';

describe(`límite de publicaciones push por administrador (${databaseKind()})`, () => {
  let server: TestServer;
  let ok: ReturnType<typeof gqlHelpers>['ok'];
  let failure: ReturnType<typeof gqlHelpers>['failure'];
  beforeAll(async () => {
    server = await startTestServer({ pushPublishRateLimit: { perAdmin: 3, windowMinutes: 60 } });
    ({ ok, failure } = gqlHelpers(server));
  });
  afterAll(() => server.close());

  const input = { body: 'Aviso para todos', audience: 'ALL' };
  const publish = async (token: string) =>
    (await ok<{ createNotification: NotificationView }>(CREATE_NOTIFICATION, { input }, token)).createNotification;
  const publishedBy = async (userId: number) =>
    (await server.db.select({ n: count() }).from(notifications).where(eq(notifications.createdBy, userId)))[0].n;

  it('tras publicar y reenviar lo permitido en la hora, el administrador recibe un error claro y nada cambia; otro administrador sigue', async () => {
    const admin = await server.signedIn('admin');
    const first = await publish(admin.token);
    await publish(admin.token);
    await ok(RESEND_NOTIFICATION, { id: first.id }, admin.token);

    const refused = await failure(CREATE_NOTIFICATION, { input }, admin.token);
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: portalMessages.pushPublishLimit });
    expect(await publishedBy(admin.id)).toBe(2);
    expect(await failure(RESEND_NOTIFICATION, { id: first.id }, admin.token)).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: portalMessages.pushPublishLimit,
    });
    const [row] = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, Number(first.id)));
    expect(row.round).toBe(2);

    const other = await server.signedIn('admin');
    expect((await publish(other.token)).body).toBe(input.body);
  });
});
