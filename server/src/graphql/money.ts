import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

/** The currencies amounts are kept in; the values are the stored ISO 4217 codes. */
export enum Currency {
  MXN = 'MXN',
}
registerEnumType(Currency, {
  name: 'Currency',
  description: 'ISO 4217 currency of an amount. The lab charges in Mexican pesos only, so today every amount is MXN.',
  valuesConfig: {
    MXN: { description: 'Mexican peso; 1 peso = 100 centavos.' },
  },
});

/** An amount of money as the API shows it: integer centavos, never a float. */
@ObjectType('Money', {
  description:
    'An amount of money in the smallest unit of its currency (centavos for MXN), so no rounding ever happens on the wire. Show it as cents / 100 with 2 decimals, e.g. { cents: 350000, currency: MXN } is "$3,500.00 MXN".',
})
export class MoneyGql {
  @Field(() => Int, { description: 'The amount in centavos (1/100 of a peso), an integer, 0 or more.' }) cents!: number;
  @Field(() => Currency, { description: 'The currency of the amount.' }) currency!: Currency;
}

@InputType('MoneyInput', {
  description: 'An amount of money to store, in the smallest unit of its currency (centavos for MXN).',
})
export class MoneyInput {
  @Field(() => Int, { description: 'The amount in centavos (1/100 of a peso), an integer; e.g. 350000 for $3,500.00.' })
  cents!: number;
  @Field(() => Currency, {
    defaultValue: Currency.MXN,
    description: 'The currency of the amount; MXN, the only one, when left out.',
  })
  currency!: Currency;
}

/** An amount in MXN centavos as GraphQL shows it. */
export const mxn = (cents: number): MoneyGql => ({ cents, currency: Currency.MXN });
