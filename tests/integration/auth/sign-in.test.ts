import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { rateLimits } from '../../../server/src/common/rate-limits.tables.js';
import { createUser } from '../../support/factories.js';
import { startCustomServer } from '../../support/hardening.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { users } from '../../../server/src/users/users.tables.js';
import { sessions } from '../../../server/src/users/credentials.tables.js';

const LOGIN = `mutation ($identifier: String!, $password: String!) {
  login(identifier: $identifier, password: $password) { token expiresAt user { id name type { role } profileCompletionPending } }
}`;
const ME = '{ me { id email type { role } } }';

/** A sign-in sent from `address`, as a browser there would send it. */
async function loginFrom(server: TestServer, address: string, identifier: string, password: string) {
  const response = await server.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: { query: LOGIN, variables: { identifier, password } },
  });
  return response.json() as {
    data?: { login: { token: string } } | null;
    errors?: { message: string; extensions: { code: string } }[];
  };
}

describe(`inicio de sesión (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('la recepcionista entra con su correo y recibe token, vencimiento y su tipo de usuario', async () => {
    const user = await createUser(server.db, 'office-admin');
    const result = await server.gql<{
      login: { token: string; expiresAt: string; user: { id: string; type: { role: string } } };
    }>(LOGIN, { identifier: user.email.toUpperCase(), password: user.password });
    expect(result.errors).toBeUndefined();
    expect(result.data!.login.user).toMatchObject({
      id: String(user.id),
      type: { role: 'OFFICE_ADMIN' },
      profileCompletionPending: false,
    });
    expect(new Date(result.data!.login.expiresAt).getTime()).toBeGreaterThan(Date.now() + 3600_000);

    const me = await server.gql<{ me: { email: string } }>(ME, {}, result.data!.login.token);
    expect(me.data!.me.email).toBe(user.email);
    const [stored] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(stored.lastLoginAt).not.toBeNull();
  });

  it('el doctor entra con su nombre de usuario', async () => {
    const user = await createUser(server.db, 'doctor');
    const token = await server.login(user.username, user.password);
    expect((await server.heartbeat(token)).statusCode).toBe(200);
  });

  it('solo se guarda el hash del token, nunca el token', async () => {
    const user = await createUser(server.db, 'admin');
    const token = await server.login(user.email, user.password);
    const rows = await server.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sin correo ni usuario pide uno', async () => {
    const result = await server.gql(LOGIN, { identifier: '  ', password: 'x' });
    expect(result.errors![0]).toMatchObject({
      message: 'Por favor, proporciona un correo o nombre de usuario',
      extensions: { code: 'BAD_USER_INPUT', field: 'identifier' },
    });
  });

  it('contraseña equivocada, usuario inexistente y cuenta desactivada reciben el mismo mensaje', async () => {
    const active = await createUser(server.db, 'laboratory');
    const inactive = await createUser(server.db, 'laboratory', { status: false });
    const answers = await Promise.all([
      server.gql(LOGIN, { identifier: active.email, password: 'equivocada' }),
      server.gql(LOGIN, { identifier: 'nadie@prueba.mx', password: 'equivocada' }),
      server.gql(LOGIN, { identifier: inactive.email, password: inactive.password }),
    ]);
    for (const answer of answers) {
      expect(answer.data).toBeNull();
      expect(answer.errors![0].message).toBe(messages.invalidCredentials);
      expect(answer.errors![0].extensions).toEqual({
        code: 'BAD_USER_INPUT',
        messageKey: messages.invalidCredentials,
      });
    }
  });

  it('cerrar sesión termina la sesión del token al instante', async () => {
    const user = await server.signedIn('doctor');
    const other = await server.login(user.email, user.password);
    const result = await server.gql<{ logout: boolean }>('mutation { logout }', {}, user.token);
    expect(result.data!.logout).toBe(true);
    expect((await server.heartbeat(user.token)).statusCode).toBe(401);
    const me = await server.gql(ME, {}, user.token);
    expect(me.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
    // The same user's other session lives on.
    expect((await server.heartbeat(other)).statusCode).toBe(200);
  });

  it('un token vencido ya no sirve', async () => {
    const user = await server.signedIn('admin');
    expect((await server.heartbeat(user.token)).statusCode).toBe(200);
    await server.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await server.heartbeat(user.token)).statusCode).toBe(401);
  });

  it('desactivar al usuario termina su sesión abierta al instante', async () => {
    const user = await server.signedIn('patient');
    await server.db.update(users).set({ status: false }).where(eq(users.id, user.id));
    expect((await server.heartbeat(user.token)).statusCode).toBe(401);
  });

  it('heartbeat: 200 con sesión viva, 401 sin token o con un token inventado', async () => {
    const user = await server.signedIn('laboratory');
    expect((await server.heartbeat(user.token)).statusCode).toBe(200);
    expect((await server.heartbeat()).statusCode).toBe(401);
    expect((await server.heartbeat('inventado')).statusCode).toBe(401);
  });
});

describe('límite de intentos de inicio de sesión', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      loginRateLimit: {
        perAccountAndAddress: 3,
        perAddress: 6,
        windowMinutes: 15,
        perAccount: 5,
        accountWindowMinutes: 60,
      },
    });
  });
  afterAll(() => server.close());

  it('tras 3 intentos fallidos desde una dirección, la cuenta queda bloqueada ahí aunque la contraseña sea correcta', async () => {
    const user = await createUser(server.db, 'admin');
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await loginFrom(server, '10.1.0.1', user.email, 'equivocada');
      expect(result.errors![0].message).toBe(messages.invalidCredentials);
    }
    const blocked = await loginFrom(server, '10.1.0.1', user.email, user.password);
    expect(blocked.errors![0]).toMatchObject({
      message: messages.tooManyAttempts,
      extensions: { code: 'TOO_MANY_REQUESTS', messageKey: messages.tooManyAttempts },
    });
    expect(blocked.data ?? null).toBeNull();
  });

  it('un extraño que falla 3 veces no bloquea a la dueña: ella entra desde su propia dirección', async () => {
    const owner = await createUser(server.db, 'doctor');
    for (let attempt = 0; attempt < 3; attempt++) await loginFrom(server, '10.2.0.66', owner.email, 'adivinando');
    expect((await loginFrom(server, '10.2.0.66', owner.email, owner.password)).errors![0].extensions.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    const own = await loginFrom(server, '10.2.0.1', owner.email, owner.password);
    expect(own.data!.login.token).toEqual(expect.any(String));
  });

  it('los inicios de sesión correctos no cuentan: quien prueba siete cuentas correctas desde una dirección entra en todas', async () => {
    const accounts = await Promise.all(Array.from({ length: 7 }, () => createUser(server.db, 'office-admin')));
    for (const account of accounts) {
      for (let round = 0; round < 2; round++) {
        expect((await loginFrom(server, '10.3.0.1', account.email, account.password)).data!.login.token).toEqual(
          expect.any(String),
        );
      }
    }
  });

  it('una misma dirección no puede probar muchas cuentas', async () => {
    const fresh = await createUser(server.db, 'doctor');
    for (let attempt = 0; attempt < 6; attempt++) {
      await loginFrom(server, '10.4.0.1', `nadie-${attempt}@prueba.mx`, 'x');
    }
    const blocked = await loginFrom(server, '10.4.0.1', fresh.email, fresh.password);
    expect(blocked.errors![0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect((await loginFrom(server, '10.4.0.2', fresh.email, fresh.password)).data!.login.token).toEqual(
      expect.any(String),
    );
  });

  it('probar una cuenta desde muchas direcciones topa con el límite de la cuenta: cada dirección nueva prueba una vez y la dueña entra', async () => {
    const target = await createUser(server.db, 'laboratory');
    for (let address = 1; address <= 5; address++) {
      await loginFrom(server, `10.5.0.${address}`, target.email, 'adivinando');
    }
    // The account's budget is spent: the addresses that guessed get nothing more, even the right password.
    for (const password of ['adivinando', target.password]) {
      const refused = await loginFrom(server, '10.5.0.1', target.email, password);
      expect(refused.errors![0].extensions.code).toBe('TOO_MANY_REQUESTS');
    }
    // A new address has one try; after a wrong one it is refused too.
    const once = await loginFrom(server, '10.5.0.99', target.email, 'adivinando');
    expect(once.errors![0].message).toBe(messages.invalidCredentials);
    expect((await loginFrom(server, '10.5.0.99', target.email, 'adivinando')).errors![0].extensions.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    expect((await loginFrom(server, '10.5.0.100', target.email, target.password)).data!.login.token).toEqual(
      expect.any(String),
    );
  });
});

describe(`contraseñas equivocadas repartidas en diez direcciones (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // The production budgets (10 per account and address, 100 per account) a tenth as big: the
    // same siege of ten addresses, with a tenth of the password hashes.
    server = await startTestServer({
      loginRateLimit: {
        perAccountAndAddress: 1,
        perAddress: 5,
        windowMinutes: 15,
        perAccount: 10,
        accountWindowMinutes: 60,
      },
    });
  });
  afterAll(() => server.close());

  it('gastan el límite de la cuenta sin dejar fuera al administrador: entra desde su dirección, las del atacante siguen rechazadas', async () => {
    const admin = await createUser(server.db, 'admin');
    const attackers = Array.from({ length: 10 }, (_, index) => `10.6.0.${index + 1}`);
    const guesses = await Promise.all(
      attackers.map((address) => loginFrom(server, address, admin.email, 'adivinando')),
    );
    for (const guess of guesses) expect(guess.errors![0].message).toBe(messages.invalidCredentials);

    const own = await loginFrom(server, '10.6.1.1', admin.email, admin.password);
    expect(own.errors).toBeUndefined();
    const me = await server.gql<{ me: { email: string } }>(ME, {}, own.data!.login.token);
    expect(me.data!.me.email).toBe(admin.email);
    for (const address of attackers) {
      const refused = await loginFrom(server, address, admin.email, admin.password);
      expect(refused.errors![0]).toMatchObject({
        message: messages.tooManyAttempts,
        extensions: { code: 'TOO_MANY_REQUESTS', messageKey: messages.tooManyAttempts },
      });
    }
  });
});

describe(`la tabla de intentos guarda huellas, no correos ni direcciones (${databaseKind()})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startCustomServer({
      sharedDatabase: true,
      config: {
        loginRateLimit: {
          perAccountAndAddress: 3,
          perAddress: 50,
          windowMinutes: 15,
          perAccount: 100,
          accountWindowMinutes: 60,
        },
      },
    });
  });
  afterAll(() => server.close());

  it('tras tres contraseñas equivocadas y un restablecimiento pedido, cuenta igual sin guardar el correo ni la dirección', async () => {
    const user = await createUser(server.db, 'doctor');
    const address = '10.7.0.23';
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await loginFrom(server, address, user.email, 'equivocada')).errors![0].message).toBe(
        messages.invalidCredentials,
      );
    }
    expect((await loginFrom(server, address, user.email, user.password)).errors![0].extensions.code).toBe(
      'TOO_MANY_REQUESTS',
    );
    const reset = await server.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: { query: 'mutation ($e: String!) { requestPasswordReset(email: $e) }', variables: { e: user.email } },
    });
    expect(reset.json()).toEqual({ data: { requestPasswordReset: true } });
    await server.outbox();

    const rows = await server.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `${server.app.deps.config.rateLimitNamespace}%`));
    // login by account, by address, by both; forgot by account and by address.
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.key).toMatch(/:[0-9a-f]{64}$/);
    const stored = JSON.stringify(rows).toLowerCase();
    for (const raw of [user.email.toLowerCase(), address]) {
      expect(stored).not.toContain(raw);
    }
  });
});
