import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObject, type ObjectSchema } from 'yup';
import { allTouched, flatErrors, withValueAt } from '../../client/src/shell/forms/light/form-state.js';
import { doctorFields, personFields } from '../../client/src/shell/forms/person-values.js';
import { messages as m } from '../../shared/messages.js';
import { cardSchema } from '../../shared/validation/card.js';
import { errorsOf, type Check } from '../../shared/validation/checks.js';
import { recoverySchema, studentSchema } from '../../shared/validation/course-registration.js';
import { officeDataSchema, passwordPairSchema, personSchema } from '../../shared/validation/profile.js';
import {
  cardChecks,
  emailChecks,
  loginChecks,
  passwordPairChecks,
  paymentStepChecks,
  recoveryChecks,
  studentChecks,
} from '../../shared/validation/public-forms.js';
import { doctorPreRegistrationChecks } from '../../shared/validation/pre-registration-form.js';
import { doctorPreRegistrationSchema } from '../../shared/validation/user-admin.js';

/** An empty input as formik hands it to yup (prepareDataForValidation): undefined. */
const asFormikGives = (values: unknown): unknown =>
  values === ''
    ? undefined
    : values && typeof values === 'object'
      ? Object.fromEntries(Object.entries(values).map(([key, value]) => [key, asFormikGives(value)]))
      : values;

/** The first message per field the yup schema gives, as the staff forms (formik) show it. */
function yupErrors(schema: ObjectSchema<AnyObject>, values: object): Record<string, string> {
  try {
    schema.validateSync(asFormikGives(values), { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) errors[inner.path!] ??= inner.message;
    return errors;
  }
}

const sameAsYup = (checks: Record<string, Check>, schema: ObjectSchema<AnyObject>, cases: object[]) => {
  for (const values of cases)
    expect(errorsOf(checks, values), JSON.stringify(values)).toEqual(yupErrors(schema, values));
};

const long = 'x'.repeat(43);

describe('reglas de los formularios públicos sin yup: los mismos mensajes que el esquema compartido', () => {
  it('recuperar contraseña, restablecerla y recuperar inscripción', () => {
    const emails = [
      '',
      '   ',
      'ana',
      'ana@lab',
      'ana@lab.mx',
      ' ANA@LAB.MX ',
      `${'a'.repeat(120)}@lab.mx`,
      'a b@lab.mx',
    ];
    sameAsYup(
      emailChecks,
      personSchema.pick(['email']),
      emails.map((email) => ({ email })),
    );
    sameAsYup(
      recoveryChecks,
      recoverySchema,
      emails.map((email) => ({ email })),
    );
    sameAsYup(
      passwordPairChecks,
      passwordPairSchema,
      [
        ['', ''],
        ['corta', 'corta'],
        ['   ', '   '],
        ['una clave larga', ''],
        ['una clave larga', 'otra clave'],
        ['una clave larga', 'una clave larga'],
        ['x'.repeat(129), 'x'.repeat(129)],
        ['', 'algo'],
      ].map(([password, passwordConfirmation]) => ({ password, passwordConfirmation })),
    );
  });

  it('inscripción: datos del alumno y la tarjeta', () => {
    const student = { name: 'Ana', lastname: 'Ruiz', motherLastname: 'Paz', email: 'ana@lab.mx', phone: '5512345678' };
    sameAsYup(studentChecks, studentSchema, [
      { name: '', lastname: '', motherLastname: '', email: '', phone: '' },
      student,
      { ...student, name: '  ', lastname: long, email: 'ana@', phone: '55-1234' },
      { ...student, phone: '551234567890', email: `${'a'.repeat(120)}@lab.mx` },
    ]);
    const now = () => new Date('2026-11-28T12:00:00Z');
    const card = { cardNumber: '4242424242424242', cardExpiry: '12/30', cardCvc: '123' };
    sameAsYup(cardChecks(now), cardSchema(now), [
      { cardNumber: '', cardExpiry: '', cardCvc: '' },
      card,
      { cardNumber: '4242 4242', cardExpiry: '13/30', cardCvc: '12a' },
      { cardNumber: '42424242424242420', cardExpiry: '10/26', cardCvc: '1234' },
      { cardNumber: '4242424242424241', cardExpiry: '11/26', cardCvc: '12' },
      { cardNumber: '378282246310005', cardExpiry: '1/30', cardCvc: '123' },
      { cardNumber: '37828224631000', cardExpiry: '01/30', cardCvc: '1234' },
    ]);
  });

  it('lugares: de 1 a los disponibles, con el mensaje de SPEC punto 5', () => {
    const checks = paymentStepChecks(3, 'Lugares disponibles: 3');
    const spacesError = (spaces: string) => errorsOf({ spaces: checks.spaces }, { spaces }).spaces;
    expect(spacesError('')).toBe(m.fieldRequired);
    expect(spacesError('0')).toBe(m.spacesMin);
    expect(spacesError('1.5')).toBe(m.spacesMin);
    expect(spacesError('4')).toBe('Lugares disponibles: 3');
    expect(spacesError('3')).toBeUndefined();
  });

  it('inicio de sesión: correo o usuario, y la contraseña tal como se escribe', () => {
    expect(errorsOf(loginChecks, { identifier: '  ', password: '' })).toEqual({
      identifier: m.loginIdentifierRequired,
      password: m.loginPasswordRequired,
    });
    expect(errorsOf(loginChecks, { identifier: 'ana', password: ' ' })).toEqual({});
  });

  it('pre-registro de doctores: persona sin usuario y consultorio completo', () => {
    const office = {
      specialty: 'Periodoncia',
      officeHours: '',
      openingTime: '08:30',
      closingTime: '17:00',
      address: 'Calle 5 de Mayo 12',
      colony: 'Centro',
      city: 'Puebla',
      state: 'Puebla',
      zipCode: '72000',
      clinicAddress: '',
    };
    const doctor = {
      name: 'Ramiro',
      lastname: 'Salas',
      motherLastname: 'Ortiz',
      email: 'dr@lab.mx',
      phone: '2221234567',
      birthDate: '1979-11-02',
      sex: '',
      doctorData: office,
    };
    const emptyOffice = Object.fromEntries(Object.keys(office).map((key) => [key, '']));
    sameAsYup(doctorPreRegistrationChecks, doctorPreRegistrationSchema, [
      { ...Object.fromEntries(Object.keys(doctor).map((key) => [key, ''])), doctorData: emptyOffice },
      doctor,
      { ...doctor, sex: 'male', birthDate: '2999-01-01', phone: '22212', email: 'dr@' },
      { ...doctor, sex: 'otro', birthDate: '1979-02-30', name: long },
      {
        ...doctor,
        doctorData: {
          ...office,
          openingTime: '18:00',
          zipCode: '7200',
          officeHours: long,
          clinicAddress: 'x'.repeat(141),
        },
      },
      { ...doctor, doctorData: { ...office, openingTime: '25:00', closingTime: '7:00' } },
    ]);
  });

  it('los campos de persona y consultorio del formulario son los de los esquemas compartidos', () => {
    expect(doctorFields).toEqual(Object.keys(officeDataSchema.fields));
    expect(personFields).toEqual(Object.keys(personSchema.fields));
  });
});

describe('estado del formulario ligero', () => {
  it('cambia un valor anidado sin tocar el original, y al enviar marca cada campo', () => {
    const values = { name: 'Ana', doctorData: { zipCode: '', city: 'Puebla' } };
    const changed = withValueAt(values, 'doctorData.zipCode', '72000');
    expect(changed).toEqual({ name: 'Ana', doctorData: { zipCode: '72000', city: 'Puebla' } });
    expect(values.doctorData.zipCode).toBe('');
    expect(allTouched(values)).toEqual({ name: true, 'doctorData.zipCode': true, 'doctorData.city': true });
  });

  it('los errores del servidor, anidados por campo, se leen por ruta', () => {
    expect(flatErrors({ email: 'Ya registrado', doctorData: { zipCode: 'Código inválido' } })).toEqual({
      email: 'Ya registrado',
      'doctorData.zipCode': 'Código inválido',
    });
  });
});
