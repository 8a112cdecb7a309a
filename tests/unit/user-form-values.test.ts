import { describe, expect, it, vi } from 'vitest';
import { toUserAdminInput, toUserFormValues, userFieldPaths } from '../../client/src/users/user-values.js';

// The macro runs at build time in the client; here each label is its Spanish source text.
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray) => ({ id: strings.join(''), message: strings.join('') }),
}));

describe('usuarios: valores del formulario del administrador', () => {
  it('cada campo del esquema compartido tiene su ruta para los errores del servidor, los del consultorio uno a uno', () => {
    expect([...userFieldPaths].sort()).toEqual(
      [
        'name',
        'lastname',
        'motherLastname',
        'email',
        'username',
        'birthDate',
        'sex',
        'phone',
        'userType',
        'status',
        'doctorId',
        'password',
        'passwordConfirmation',
        'doctorData.specialty',
        'doctorData.officeHours',
        'doctorData.openingTime',
        'doctorData.closingTime',
        'doctorData.address',
        'doctorData.colony',
        'doctorData.city',
        'doctorData.state',
        'doctorData.zipCode',
        'doctorData.clinicAddress',
      ].sort(),
    );
  });

  it('un paciente nuevo viaja activo, con su doctor y sin datos de consultorio ni contraseña vacía', () => {
    const values = {
      ...toUserFormValues(),
      name: ' Renata ',
      lastname: 'Solís',
      motherLastname: 'Ruiz',
      email: ' Renata@Prueba.MX ',
      birthDate: '1990-05-01',
      phone: '5512345678',
      userType: 'patient',
      doctorId: '31',
    };
    expect(toUserAdminInput(values)).toMatchObject({
      name: 'Renata',
      email: 'renata@prueba.mx',
      userType: 'PATIENT',
      status: true,
      password: null,
      passwordConfirmation: null,
      doctorId: '31',
      doctorData: null,
    });
  });
});
