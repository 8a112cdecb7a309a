import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { identityProviderHandoffs } from '../../../server/src/auth/identity-provider.tables.js';
import { sessions } from '../../../server/src/users/credentials.tables.js';
import { users } from '../../../server/src/users/users.tables.js';
import { createUser } from '../../support/factories.js';
import {
  browse,
  CookieJar,
  signInThroughProvider,
  startIdentityProvider,
  submitProviderLogin,
  type LocalIdentityProvider,
} from '../../support/identity-provider.js';
import { freePort } from '../../support/free-port.js';
import { captureLogs } from '../../support/hardening.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const COMPLETE = `mutation ($code: String!) {
  completeIdentityProviderSignIn(code: $code) {
    token expiresAt providerAccessToken providerIdToken user { id name profileCompletionPending type { role } }
  }
}`;
const LOGOUT = 'mutation { logoutWithIdentityProvider }';
const ME = '{ me { id email type { role } } }';
const SETTINGS = '{ appSettings { identityProvider { buttonLabel startPath } } }';

type Completed = {
  completeIdentityProviderSignIn: {
    token: string;
    expiresAt: string;
    providerAccessToken: string;
    providerIdToken: string;
    user: { id: string; type: { role: string } };
  };
};

const sessionsOf = async (server: TestServer, userId: number) =>
  server.db.select().from(sessions).where(eq(sessions.userId, userId));

describe(`inicio de sesión con el proveedor de identidad (${databaseKind()})`, () => {
  let provider: LocalIdentityProvider;
  let server: TestServer;
  let portalUrl: string;
  const logs = captureLogs();

  beforeAll(async () => {
    const port = await freePort();
    portalUrl = `http://127.0.0.1:${port}`;
    provider = await startIdentityProvider({ portalUrl });
    server = await startTestServer(
      {
        publicUrl: portalUrl,
        identityProvider: {
          issuer: provider.issuer,
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
          buttonLabel: 'Entrar con Laboratorio ID',
        },
        logLevel: 'warn',
      },
      { logStream: logs.stream },
    );
    await server.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  /** The log lines of refused sign-ins about `email`: its reason is there, the email is not. */
  const refusalsLogged = (email: string) => {
    expect(logs.lines.join('\n').toLowerCase()).not.toContain(email.toLowerCase());
    return logs.lines
      .filter((line) => line.includes('identity provider sign-in refused'))
      .map((line) => (JSON.parse(line) as { reason: string }).reason);
  };

  /** The provider's person with the email of `user`, verified unless told. */
  const personOf = (email: string, emailVerified = true) => provider.addAccount({ email, emailVerified });

  it('la configuración pública ofrece el botón con su texto y su ruta', async () => {
    const result = await server.gql(SETTINGS);
    expect(result.data).toEqual({
      appSettings: { identityProvider: { buttonLabel: 'Entrar con Laboratorio ID', startPath: '/auth/oidc/start' } },
    });
  });

  it('la recepcionista con correo verificado entra: su sesión responde a me y el código solo sirve una vez', async () => {
    const user = await createUser(server.db, 'office-admin');
    // The provider writes the email in its own case: accounts are matched case aside.
    const person = personOf(user.email.toUpperCase());
    const { fragment, query } = await signInThroughProvider(portalUrl, person.login, {
      redirect: '/virtuallab?buscar=ana',
    });
    expect(fragment.get('error')).toBeNull();
    // The page asked for comes back in the query, where the login page reads it after any sign-in.
    expect(query.get('redirect')).toBe('/virtuallab?buscar=ana');
    const code = fragment.get('code')!;
    expect(code).toMatch(/^[\w-]{43}$/);

    const result = await server.gql<Completed>(COMPLETE, { code });
    expect(result.errors).toBeUndefined();
    const signIn = result.data!.completeIdentityProviderSignIn;
    expect(signIn.user).toMatchObject({ id: String(user.id), type: { role: 'OFFICE_ADMIN' } });
    // The same session a password sign-in opens: 12 hours by default.
    const hours = (Date.parse(signIn.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    expect(signIn.providerIdToken.split('.')).toHaveLength(3);
    expect(signIn.providerAccessToken).not.toBe('');

    const me = await server.gql<{ me: { email: string } }>(ME, {}, signIn.token);
    expect(me.data!.me.email).toBe(user.email);
    expect((await server.heartbeat(signIn.token)).statusCode).toBe(200);
    const [stored] = await server.db.select().from(users).where(eq(users.id, user.id));
    expect(stored.lastLoginAt).not.toBeNull();

    const again = await server.gql(COMPLETE, { code });
    expect(again.errors![0]).toMatchObject({
      message: messages.identityProviderInvalid,
      extensions: { code: 'BAD_USER_INPUT', field: 'code' },
    });
    expect(await sessionsOf(server, user.id)).toHaveLength(1);
  });

  it('un correo sin cuenta se rechaza con el mensaje y no se crea cuenta ni sesión', async () => {
    const email = `desconocido-${Date.now()}@prueba.mx`;
    const person = personOf(email);
    const { fragment } = await signInThroughProvider(portalUrl, person.login);
    expect(fragment.get('error')).toBe('noAccount');
    expect(fragment.get('detail')).toContain(email);
    expect(fragment.get('code')).toBeNull();
    expect(refusalsLogged(email)).toContain('noAccount');
    const [{ count }] = await server.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(count).toBe(0);
  });

  it('un correo que el proveedor no ha verificado se rechaza aunque la cuenta exista', async () => {
    const user = await createUser(server.db, 'doctor');
    const person = personOf(user.email, false);
    const { fragment } = await signInThroughProvider(portalUrl, person.login);
    expect(fragment.get('error')).toBe('unverified');
    expect(await sessionsOf(server, user.id)).toHaveLength(0);
    expect(refusalsLogged(user.email)).toContain('unverified');
    const handoffs = await server.db
      .select()
      .from(identityProviderHandoffs)
      .where(eq(identityProviderHandoffs.userId, user.id));
    expect(handoffs).toHaveLength(0);
  });

  it('una cuenta desactivada se rechaza y no abre sesión', async () => {
    const user = await createUser(server.db, 'laboratory', { status: false });
    const person = personOf(user.email);
    const { fragment } = await signInThroughProvider(portalUrl, person.login);
    expect(fragment.get('error')).toBe('noAccount');
    expect(await sessionsOf(server, user.id)).toHaveLength(0);
    expect(refusalsLogged(user.email)).toContain('noAccount');
  });

  it('una cuenta desactivada entre la vuelta del proveedor y el canje del código no entra', async () => {
    const user = await createUser(server.db, 'doctor');
    const { fragment } = await signInThroughProvider(portalUrl, personOf(user.email).login);
    await server.db.update(users).set({ status: false }).where(eq(users.id, user.id));
    const result = await server.gql(COMPLETE, { code: fragment.get('code')! });
    expect(result.errors![0]).toMatchObject({
      message: messages.identityProviderNoAccount,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await sessionsOf(server, user.id)).toHaveLength(0);
  });

  it('un state alterado en la vuelta del proveedor se rechaza', async () => {
    const user = await createUser(server.db, 'admin');
    const person = personOf(user.email);
    const jar = new CookieJar();
    const isCallback = (url: URL) => url.pathname === '/auth/oidc/callback';
    const form = await browse(jar, `${portalUrl}/auth/oidc/start`);
    const back = await submitProviderLogin(
      jar,
      { url: form.url, html: await form.response.text() },
      person.login,
      isCallback,
    );
    const callback = new URL(back.url);
    expect(callback.searchParams.get('code')).not.toBeNull();
    callback.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const finish = await browse(jar, callback.toString(), {
      stopAt: (url) => url.pathname === '/login',
    });
    const fragment = new URLSearchParams(new URL(finish.url).hash.slice(1));
    expect(fragment.get('error')).toBe('invalid');
    expect(await sessionsOf(server, user.id)).toHaveLength(0);
  });

  it('la vuelta del proveedor en otro navegador (sin la cookie del inicio) se rechaza', async () => {
    const user = await createUser(server.db, 'admin');
    const jar = new CookieJar();
    const form = await browse(jar, `${portalUrl}/auth/oidc/start`);
    const back = await submitProviderLogin(
      jar,
      { url: form.url, html: await form.response.text() },
      personOf(user.email).login,
      (url) => url.pathname === '/auth/oidc/callback',
    );
    const response = await fetch(back.url, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const fragment = new URLSearchParams(new URL(response.headers.get('location')!, portalUrl).hash.slice(1));
    expect(fragment.get('error')).toBe('invalid');
    expect(await sessionsOf(server, user.id)).toHaveLength(0);
  });

  it('quien cancela en el proveedor vuelve con el motivo', async () => {
    const jar = new CookieJar();
    const start = await fetch(`${portalUrl}/auth/oidc/start`, { redirect: 'manual' });
    jar.store(portalUrl, start);
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const finish = await browse(
      jar,
      `${portalUrl}/auth/oidc/callback?${new URLSearchParams({ error: 'access_denied', state })}`,
      { stopAt: (url) => url.pathname === '/login' },
    );
    expect(new URLSearchParams(new URL(finish.url).hash.slice(1)).get('error')).toBe('cancelled');
  });

  it('un código inventado no abre sesión', async () => {
    const result = await server.gql(COMPLETE, { code: 'inventado' });
    expect(result.data).toBeNull();
    expect(result.errors![0]).toMatchObject({
      message: messages.identityProviderInvalid,
      extensions: { code: 'BAD_USER_INPUT', field: 'code' },
    });
  });

  it.each([
    '//malicioso.example/robar',
    'https://malicioso.example/robar',
    '/\\malicioso.example',
    'javascript:alert(1)',
  ])('un redirect a otro sitio (%s) no se guarda', async (redirect) => {
    const user = await createUser(server.db, 'doctor');
    const { fragment, query } = await signInThroughProvider(portalUrl, personOf(user.email).login, { redirect });
    expect(fragment.get('code')).not.toBeNull();
    expect(query.get('redirect')).toBeNull();
    expect(fragment.get('redirect')).toBeNull();
  });

  it('cerrar la sesión de un usuario del proveedor devuelve la URL para cerrar también la del proveedor', async () => {
    const user = await createUser(server.db, 'doctor');
    const { fragment } = await signInThroughProvider(portalUrl, personOf(user.email).login);
    const signIn = (await server.gql<Completed>(COMPLETE, { code: fragment.get('code')! })).data!
      .completeIdentityProviderSignIn;

    const result = await server.gql<{ logoutWithIdentityProvider: string }>(LOGOUT, {}, signIn.token);
    const url = new URL(result.data!.logoutWithIdentityProvider);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer}/session/end`);
    expect(url.searchParams.get('id_token_hint')).toBe(signIn.providerIdToken);
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${portalUrl}/login`);
    expect((await server.heartbeat(signIn.token)).statusCode).toBe(401);
    // The provider accepts it: its sign-out confirmation page, not an error.
    const page = await fetch(url);
    expect(page.status).toBe(200);
  });

  it('cerrar una sesión abierta con contraseña no devuelve URL del proveedor; sin sesión, UNAUTHENTICATED', async () => {
    const user = await server.signedIn('admin');
    const result = await server.gql<{ logoutWithIdentityProvider: string | null }>(LOGOUT, {}, user.token);
    expect(result.data!.logoutWithIdentityProvider).toBeNull();
    expect((await server.heartbeat(user.token)).statusCode).toBe(401);
    const anonymous = await server.gql(LOGOUT);
    expect(anonymous.errors![0].extensions!.code).toBe('UNAUTHENTICATED');
  });
});

describe('sin proveedor de identidad configurado', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('las rutas responden 404, el canje NOT_FOUND y la configuración no ofrece el botón', async () => {
    for (const url of ['/auth/oidc/start', '/auth/oidc/callback?code=x&state=y']) {
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: messages.notFound });
    }
    const result = await server.gql(COMPLETE, { code: 'x' });
    expect(result.errors![0].extensions!.code).toBe('NOT_FOUND');
    expect((await server.gql(SETTINGS)).data).toEqual({ appSettings: { identityProvider: null } });
  });
});

describe('proveedor de identidad caído', () => {
  let server: TestServer;
  beforeAll(async () => {
    const closedPort = await freePort();
    server = await startTestServer({
      identityProvider: {
        issuer: `http://127.0.0.1:${closedPort}`,
        clientId: 'portal',
        clientSecret: 'secreto',
        buttonLabel: undefined,
      },
    });
  });
  afterAll(() => server.close());

  it('el inicio lleva al portal con el motivo, nunca a un error 5xx', async () => {
    const response = await server.inject({ method: 'GET', url: '/auth/oidc/start' });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string, 'http://portal');
    expect(location.pathname).toBe('/login');
    expect(new URLSearchParams(location.hash.slice(1)).get('error')).toBe('unavailable');
    expect((await server.gql(SETTINGS)).data).toEqual({
      appSettings: { identityProvider: { buttonLabel: null, startPath: '/auth/oidc/start' } },
    });
  });
});
