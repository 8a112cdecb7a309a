import { describe, expect, it } from 'vitest';
import { number, object, string } from 'yup';
import { paymentSchema } from '../../shared/validation/course-registration.js';
import { described } from '../../shared/validation/described.js';
import { restPropertiesOf } from '../../server/src/http/rest-input-schema.js';

describe('el cuerpo REST sale del esquema compartido', () => {
  it('el pago de la app vieja usa sus nombres heredados con la descripción escrita una vez junto a la regla', () => {
    const properties = restPropertiesOf(paymentSchema, { mother_lastname: 'motherLastname', quantity: 'spaces' });
    expect(properties).toEqual({
      mother_lastname: {
        type: 'string',
        maxLength: 1000,
        description: `Required. ${described(paymentSchema, 'motherLastname')}`,
      },
      quantity: {
        type: ['integer', 'string'],
        maxLength: 20,
        description: `Required. ${described(paymentSchema, 'spaces')}`,
      },
    });
  });

  it('un campo opcional no dice Required; un campo sin descripción o de un tipo sin traducción falla al armar la ruta', () => {
    const schema = object({
      note: string().optional().meta({ description: 'A note.' }),
      price: number().required().meta({ description: 'A price.' }),
      bare: string().required(),
      when: object({}).meta({ description: 'Nested.' }),
    });
    expect(restPropertiesOf(schema, { note: 'note', price: 'price' }, { maxLength: 50 })).toEqual({
      note: { type: 'string', maxLength: 50, description: 'A note.' },
      price: { type: ['number', 'string'], maxLength: 20, description: 'Required. A price.' },
    });
    expect(restPropertiesOf(schema, { note: 'note', price: 'price' }, { untyped: true })).toEqual({
      note: { description: 'A note.' },
      price: { description: 'Required. A price.' },
    });
    expect(() => restPropertiesOf(schema, { bare: 'bare' })).toThrow('The field bare has no description.');
    expect(() => restPropertiesOf(schema, { when: 'when' })).toThrow('No JSON schema for the yup type object.');
  });
});
