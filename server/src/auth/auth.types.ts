import { Field, ObjectType } from 'type-graphql';
import { UserGql } from '../users/index.js';
import { DateTime } from '../graphql/date-scalars.js';

@ObjectType('LoginResult', {
  description: 'A new session: the token to send with every request, when it ends, and who signed in.',
})
export class LoginResultGql {
  @Field(() => String, {
    description:
      'Opaque bearer token: send it as `Authorization: Bearer <token>` over HTTP and in connectionParams over WebSocket; keep it in secure storage.',
  })
  token!: string;
  @Field(() => DateTime, {
    description:
      'When the session ends (UTC instant); from then on calls answer UNAUTHENTICATED and the user signs in again.',
  })
  expiresAt!: Date;
  @Field(() => UserGql, { description: 'The signed-in user, as `me` answers.' }) user!: UserGql;
}
