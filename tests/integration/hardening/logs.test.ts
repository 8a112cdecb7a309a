import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../support/factories.js';
import { captureLogs } from '../../support/hardening.js';
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
