import { GraphQLDateTimeISO } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import { UserGql } from '../users/users.types.js';

@ObjectType('LoginResult')
export class LoginResultGql {
  @Field(() => String, { description: 'Bearer token for the Authorization header.' }) token!: string;
  @Field(() => GraphQLDateTimeISO) expiresAt!: Date;
  @Field(() => UserGql) user!: UserGql;
}
