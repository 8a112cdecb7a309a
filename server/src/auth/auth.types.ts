import { Field, ObjectType } from 'type-graphql';
import { UserGql } from '../users/users.types.js';
import { DateTime } from '../graphql/date-scalars.js';

@ObjectType('LoginResult')
export class LoginResultGql {
  @Field(() => String, { description: 'Bearer token for the Authorization header.' }) token!: string;
  @Field(() => DateTime) expiresAt!: Date;
  @Field(() => UserGql) user!: UserGql;
}
