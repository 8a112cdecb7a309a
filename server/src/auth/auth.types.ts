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
  @Field(() => String, {
    description:
      'Opaque refresh token of this sign-in, single use: give it to refreshSession for a new `token` (and a new refresh token) before or after `expiresAt`, so the app stays signed in without storing the password. Keep it in secure storage (Keychain, Android Keystore) and never send it anywhere else. Using a spent one again ends this sign-in everywhere.',
  })
  refreshToken!: string;
  @Field(() => DateTime, {
    description:
      'Until when `refreshToken` renews the session (UTC instant, 60 days from when it was issued); after it the user signs in again.',
  })
  refreshExpiresAt!: Date;
}

@ObjectType('RefreshedSession', {
  description:
    'A renewed session of the same sign-in: a new bearer token and the next refresh token. The refresh token just given is spent.',
})
export class RefreshedSessionGql {
  @Field(() => String, {
    description: 'Opaque bearer token to send from now on, exactly like the `token` of login.',
  })
  token!: string;
  @Field(() => DateTime, { description: 'When this session ends (UTC instant); renew it again with `refreshToken`.' })
  expiresAt!: Date;
  @Field(() => String, {
    description: 'The next refresh token, single use: store it in place of the one just spent.',
  })
  refreshToken!: string;
  @Field(() => DateTime, {
    description: 'Until when `refreshToken` renews the session (UTC instant, 60 days from now).',
  })
  refreshExpiresAt!: Date;
  @Field(() => UserGql, { description: 'The signed-in user, as `me` answers.' }) user!: UserGql;
}
