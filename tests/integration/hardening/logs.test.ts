import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { hashToken } from '../../../server/src/common/tokens.js';
import { createUser } from '../../support/factories.js';
import { captureLogs, startCustomServer } from '../../support/hardening.js';
import { privateDatabase, type PrivateDatabase } from '../../support/private-database.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

describe(`registros del servidor (${databaseKind()})`, () => {
  let server: TestServer;
  const logs = captureLogs();
  beforeAll(async () => {
    server = await startTestServer({ logLevel: 'info' }, { logStream: logs.stream });
  });
  afterAll(() => server.close());

  it('ni contraseñas, ni el token de sesión, ni el enlace de restablecimiento llegan al registro', async () => {
    const password = 'Clave-Antigua-731';
    const newPassword = 'Clave-Nueva-482';
    const user = await createUser(server.db, 'doctor', { password });
    const token = await server.login(user.email, password);
    expect((await server.heartbeat(token)).statusCode).toBe(200);

    const requested = await server.gql('mutation ($email: String!) { requestPasswordReset(email: $email) }', {
      email: user.email,
    });
    expect(requested.data).toEqual({ requestPasswordReset: true });
    const [mail] = (await server.outbox()).filter((message) => message.to === user.email);
    const resetToken = decodeURIComponent(/token=([^"&\s]+)/.exec(mail.text)![1]);
    // The user opens the link from the mail, then sets the new password.
    await server.inject({ method: 'GET', url: `/session/reset-password?token=${encodeURIComponent(resetToken)}` });
    const reset = await server.gql(
      'mutation ($t: String!, $p: String!) { resetPassword(token: $t, password: $p, passwordConfirmation: $p) }',
      { t: resetToken, p: newPassword },
    );
    expect(reset.data).toEqual({ resetPassword: true });

    const written = logs.lines.join('\n');
    expect(written).toMatch(/"path":"\/heartbeat"/);
    expect(written).toMatch(/"path":"\/session\/reset-password"/);
    expect(logs.lines.filter((line) => line.includes('"path":"/graphql"')).length).toBeGreaterThanOrEqual(3);
    for (const secret of [password, newPassword, token, resetToken, encodeURIComponent(resetToken)]) {
      expect(written).not.toContain(secret);
    }
  });
});

describe(`registro de una sesión que la base no pudo buscar (${databaseKind()})`, () => {
  let database: PrivateDatabase;
  let server: TestServer;
  const logs = captureLogs();
  beforeAll(async () => {
    database = await privateDatabase();
    server = await startCustomServer({
      database: database.handle,
      config: { logLevel: 'info' },
      logStream: logs.stream,
    });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('la consulta fallida queda en el registro sin el hash del token; un inicio rechazado, sin el correo', async () => {
    const user = await server.signedIn('doctor');
    const wrongLogin = 'mutation ($i: String!) { login(identifier: $i, password: "equivocada") { token } }';
    const refused = await server.gql(wrongLogin, { i: user.email });
    expect(refused.errors![0].message).toBe(messages.invalidCredentials);
    // The sessions lose the column the lookup reads: every request with the token fails in the database.
    await server.db.execute(sql`alter table sessions rename column token_hash to token_hash_lost`);
    expect((await server.heartbeat(user.token)).statusCode).toBe(500);
    const me = await server.gql('{ me { id } }', {}, user.token);
    expect(me.errors![0].extensions!.code).toBe('INTERNAL_SERVER_ERROR');

    const written = logs.lines.join('\n');
    // The operator still reads which statement failed and why, on both paths.
    expect(logs.lines.filter((line) => line.includes('"statement":"select')).length).toBeGreaterThanOrEqual(2);
    expect(written).toContain('GraphQL operation failed');
    expect(written).toContain('token_hash');
    for (const secret of [user.token, hashToken(user.token), user.email]) expect(written).not.toContain(secret);
  });
});
