import { describe, expect, it } from 'vitest';
import {
  courseFieldPaths,
  emptyCourseValues,
  toCourseInput,
  toCourseValues,
} from '../../client/src/courses/admin/course-values.js';
import type { AdminCourseFieldsFragment } from '../../client/src/gql/graphql.js';
import { emptyRegistration, paymentInputOf } from '../../client/src/courses/registration/registration-form.js';

describe('curso: el formulario sale del esquema compartido', () => {
  it('un curso nuevo empieza vacío, publicado, con registro en línea y las inscripciones abiertas', () => {
    expect(emptyCourseValues).toEqual({
      name: '',
      subtopic: '',
      date: '',
      time: '',
      quota: '',
      active: true,
      onlineRegistration: true,
      descriptionHtml: '',
      headquarterName: '',
      headquarterAddress: '',
      investment: '',
      status: 'REGISTRATION_OPEN',
    });
    expect([...courseFieldPaths].sort()).toEqual(Object.keys(emptyCourseValues).sort());
  });

  it('el admin edita un curso guardado y lo envía recortado, con el precio en centavos y los vacíos como null', () => {
    const stored = {
      name: 'Ortodoncia',
      subtopic: null,
      date: '2026-12-05',
      time: '9:00 a 14:00 h',
      investment: { cents: 150050, currency: 'MXN' },
      quota: 20,
      active: false,
      onlineRegistration: true,
      descriptionHtml: '<p>Curso</p>',
      status: 'CANCELLED',
      headquarterName: 'Sede norte',
      headquarterAddress: null,
    } as unknown as AdminCourseFieldsFragment;
    const values = toCourseValues(stored);
    expect(values).toMatchObject({ subtopic: '', investment: '1500.50', quota: '20', headquarterAddress: '' });
    expect(toCourseInput({ ...values, name: '  Ortodoncia  ', time: '   ', quota: '25' })).toEqual({
      name: 'Ortodoncia',
      subtopic: null,
      date: '2026-12-05',
      time: null,
      investment: { cents: 150050, currency: 'MXN' },
      quota: 25,
      active: false,
      onlineRegistration: true,
      descriptionHtml: '<p>Curso</p>',
      status: 'CANCELLED',
      headquarterName: 'Sede norte',
      headquarterAddress: null,
    });
  });

  it('la inscripción empieza vacía con un lugar, y al pagar envía al alumno recortado, nunca la tarjeta', () => {
    expect(emptyRegistration).toEqual({
      name: '',
      lastname: '',
      motherLastname: '',
      email: '',
      phone: '',
      fullname: '',
      spaces: '1',
      cardNumber: '',
      cardExpiry: '',
      cardCvc: '',
    });
    const values = {
      ...emptyRegistration,
      name: ' Ana ',
      lastname: 'López',
      motherLastname: 'Ruiz ',
      email: ' Ana@Correo.MX ',
      phone: '5512345678',
      fullname: ' ANA LOPEZ ',
      spaces: '2',
      cardNumber: '4242424242424242',
      cardExpiry: '12/30',
      cardCvc: '123',
    };
    expect(paymentInputOf(values, '7', 'tok_test_visa_4242')).toEqual({
      courseId: '7',
      tokenId: 'tok_test_visa_4242',
      name: 'Ana',
      lastname: 'López',
      motherLastname: 'Ruiz',
      email: 'ana@correo.mx',
      phone: '5512345678',
      fullname: 'ANA LOPEZ',
      spaces: 2,
    });
  });
});
