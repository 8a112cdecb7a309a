import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { apiErrorsOf } from '../../client/src/api/api-errors.js';
import { PublicRequestError } from '../../client/src/api/public-graphql.js';

// apiErrorsOf tells Apollo's errors by their names, so the public pages need not load Apollo
// Client: these tests fail if an Apollo upgrade renames them.
describe('los errores de la API se leen igual de Apollo y del cliente de las páginas públicas', () => {
  const refusal = { message: 'Correo ya registrado', extensions: { code: 'BAD_USER_INPUT', field: 'email' } };

  it('los errores GraphQL de Apollo dan el código y el campo', () => {
    const error = new CombinedGraphQLErrors({ errors: [refusal] });
    expect(apiErrorsOf(error)).toEqual([
      {
        message: 'Correo ya registrado',
        code: 'BAD_USER_INPUT',
        field: 'email',
        messageKey: undefined,
        reason: undefined,
      },
    ]);
  });

  it('una respuesta 4xx de Apollo con cuerpo GraphQL da sus errores; un 401 sin cuerpo es UNAUTHENTICATED', () => {
    const response = (status: number) => new Response(null, { status });
    const withBody = new ServerError('Bad request', {
      response: response(400),
      bodyText: JSON.stringify({ errors: [refusal] }),
    });
    expect(apiErrorsOf(withBody)?.map((e) => e.code)).toEqual(['BAD_USER_INPUT']);
    const unauthorized = new ServerError('Unauthorized', { response: response(401), bodyText: 'Unauthorized' });
    expect(apiErrorsOf(unauthorized)).toEqual([{ message: '', code: 'UNAUTHENTICATED' }]);
  });

  it('el cliente público da los errores del servidor, y ninguno cuando no hubo respuesta', () => {
    const errors = [{ message: 'No encontrado', code: 'NOT_FOUND' }];
    expect(apiErrorsOf(new PublicRequestError(errors, 200))).toEqual(errors);
    expect(apiErrorsOf(new PublicRequestError(null))).toBeNull();
    expect(apiErrorsOf(new Error('otra cosa'))).toBeNull();
  });
});
