import { Field, ObjectType } from 'type-graphql';
import { DateTime } from '../graphql/date-scalars.js';
import { UserGql } from '../users/index.js';

@ObjectType('IdentityProviderSignIn', {
  description:
    "A portal session opened through the lab's identity provider (web portal): the same session a password sign-in opens, and the provider's tokens the portal keeps beside it.",
})
export class IdentityProviderSignInGql {
  @Field(() => String, {
    description: 'Opaque bearer token of the portal: send it as `Authorization: Bearer <token>`, as after login.',
  })
  token!: string;
  @Field(() => DateTime, {
    description: 'When the portal session ends (UTC instant), as after login; the provider session may last longer.',
  })
  expiresAt!: Date;
  @Field(() => UserGql, { description: 'The signed-in user, as `me` answers.' }) user!: UserGql;
  @Field(() => String, {
    description: "The provider's access token, for the provider's own APIs; the portal's calls use `token`.",
  })
  providerAccessToken!: string;
  @Field(() => String, {
    description: "The provider's ID token (a signed JWT), kept to end the provider session at logout.",
  })
  providerIdToken!: string;
}
