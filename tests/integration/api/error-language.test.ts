import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.js';
import { createUser } from '../../support/factories.js';
import { databaseKind } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const LOGIN = 'mutation ($i: String!, $p: String!) { login(identifier: $i, password: $p) { token } }';
const CHANGE_PASSWORD = `mutation ($current: String!, $password: String!, $confirmation: String!) {
  changePassword(currentPassword: $current, password: $password, passwordConfirmation: $confirmation) }`;
const SET_LOCALE = 'mutation ($locale: Locale!) { setPreferredLocale(locale: $locale) { preferredLocale } }';
const ADMIN_ONLY = '{ notifications(first: 1) { totalCount } }';

type GqlError = { message: string; extensions: Record<string, unknown> };

/*
 * Errors in the caller's language: the signed-in user's preferred locale, else the request's
 * Accept-Language, else Spanish; each with its messageKey, the Spanish source of the catalogues.
 */
describe(`errores en el idioma de quien llama, con su messageKey (${databaseKind()})`, () => {
  let server: TestServer;
  let emma: { email: string; password: string; token: string };
  beforeAll(async () => {
    server = await startTestServer();
    // Emma signs in from a phone in English: that is her language from now on.
    const user = await createUser(server.db, 'patient', { name: 'Emma' });
    const signIn = await server.gql<{ login: { token: string } }>(
      LOGIN,
      { i: user.email, p: user.password },
      undefined,
      { 'accept-language': 'en-US,en;q=0.9' },
    );
    emma = { ...user, token: signIn.data!.login.token };
  });
  afterAll(() => server.close());

  const errorsOf = async (query: string, variables: Record<string, unknown>, token?: string, language?: string) => {
    const result = await server.gql(query, variables, token, language ? { 'accept-language': language } : {});
    return result.errors as GqlError[];
  };

  it('un visitante con el teléfono en inglés ve «Invalid credentials…», y la clave es el texto en español', async () => {
    const [error] = await errorsOf(LOGIN, { i: 'nadie@example.com', p: 'x' }, undefined, 'en-GB,en;q=0.8');
    expect(error.message).toBe('Invalid credentials or the account is not active');
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: messages.invalidCredentials });
  });

  it('sin Accept-Language el mensaje queda en español, con la misma clave', async () => {
    const [error] = await errorsOf(LOGIN, { i: 'nadie@example.com', p: 'x' });
    expect(error.message).toBe(messages.invalidCredentials);
    expect(error.extensions.messageKey).toBe(messages.invalidCredentials);
  });

  it('Emma, que eligió inglés, lo lee en inglés aunque la petición diga francés', async () => {
    const [error] = await errorsOf(ADMIN_ONLY, {}, emma.token, 'fr');
    expect(error.message).toBe('You do not have permission to perform this action');
    expect(error.extensions).toMatchObject({ code: 'FORBIDDEN', messageKey: messages.forbidden });
  });

  it('los mensajes de un formulario, campo por campo, también van en su idioma', async () => {
    const [error] = await errorsOf(
      CHANGE_PASSWORD,
      { current: emma.password, password: 'corta', confirmation: 'otra' },
      emma.token,
    );
    expect(error.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'passwordConfirmation',
      messageKey: messages.passwordMismatch,
    });
    expect(error.message).toBe('Password and confirmation must match');
    expect(error.extensions.fields).toEqual({
      password: 'Password must be at least 8 characters long',
      passwordConfirmation: 'Password and confirmation must match',
    });
  });

  it('una variable rechazada antes de ejecutar (400) también se traduce', async () => {
    const response = await server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${emma.token}` },
      payload: { query: SET_LOCALE, variables: { locale: 'KLINGON' } },
    });
    expect(response.statusCode).toBe(400);
    const [error] = (response.json() as { errors: GqlError[] }).errors;
    expect(error.message).toBe('The language is not valid');
    expect(error.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'locale',
      messageKey: messages.localeInvalid,
    });
  });

  it('REST: { message, code, messageKey } en el idioma del usuario, o del Accept-Language sin sesión', async () => {
    const anonymous = await server.inject({ method: 'GET', url: '/heartbeat', headers: { 'accept-language': 'en' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      message: 'Your session has expired. Please sign in again',
      code: 'UNAUTHENTICATED',
      messageKey: messages.sessionRequired,
    });
    const forbidden = await server.inject({
      method: 'GET',
      url: '/access-log.csv',
      headers: { authorization: `Bearer ${emma.token}`, 'accept-language': 'es-MX' },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      message: 'You do not have permission to perform this action',
      code: 'FORBIDDEN',
      messageKey: messages.forbidden,
    });
  });

  it('un error que no es del catálogo (un documento que no es GraphQL) no lleva clave', async () => {
    const [error] = await errorsOf('{ me ', {}, emma.token);
    expect(error.extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(error.extensions.messageKey).toBeUndefined();
  });
});
