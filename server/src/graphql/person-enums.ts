import { registerEnumType } from 'type-graphql';

/** A person's sex as the forms ask it; the values are the stored ones. */
export enum Sex {
  FEMALE = 'female',
  MALE = 'male',
}
registerEnumType(Sex, {
  name: 'Sex',
  description: 'A person\'s sex, as the forms ask it ("Sexo": Femenino or Masculino).',
  valuesConfig: { FEMALE: { description: 'Femenino.' }, MALE: { description: 'Masculino.' } },
});
