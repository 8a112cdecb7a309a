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

/** The kind of an account; the values are the stored slugs (shared/limits.ts roles). */
export enum RoleGql {
  ADMIN = 'admin',
  DOCTOR = 'doctor',
  LABORATORY = 'laboratory',
  OFFICE_ADMIN = 'office-admin',
  PATIENT = 'patient',
}
registerEnumType(RoleGql, {
  name: 'Role',
  description: 'The kind of an account, which decides what it may see and do ("Tipo de usuario").',
  valuesConfig: {
    ADMIN: { description: 'Administrador: users, courses, the app content, settings and every study.' },
    DOCTOR: { description: "Doctor: their own patients and those patients' visible studies; chats with them." },
    LABORATORY: { description: 'Laboratorio: uploads and manages study results.' },
    OFFICE_ADMIN: { description: 'Administrador de consultorio: front desk; patients, studies and chats.' },
    PATIENT: { description: 'Paciente: their own results and chat, in the app and the web.' },
  },
});
