import { count } from 'drizzle-orm';
import type { Role } from '../../../shared/limits.js';
import { systemActor } from '../common/actor.js';
import type { AppDeps } from '../deps.js';
import { createUserAccount } from '../users/index.js';
import { users } from '../users/users.tables.js';

export const demoPassword = 'demo1234';

/** Demo accounts, printed at start. */
export const demoAccounts: { email: string; role: Role; note: string }[] = [
  { email: 'admin@demo.mx', role: 'admin', note: 'administración' },
  { email: 'doctor@demo.mx', role: 'doctor', note: 'doctor con pacientes' },
  { email: 'doctor2@demo.mx', role: 'doctor', note: 'doctor con perfil pendiente' },
  { email: 'laboratorio@demo.mx', role: 'laboratory', note: 'laboratorio' },
  { email: 'recepcion@demo.mx', role: 'office-admin', note: 'recepción' },
  { email: 'paciente@demo.mx', role: 'patient', note: 'paciente del doctor' },
];

type DemoUser = {
  email: string;
  username: string;
  role: Role;
  name: string;
  lastname: string;
  motherLastname: string;
  birthDate: string;
  sex: 'male' | 'female';
  phone: string;
  doctor?: string;
  office?: typeof doctorOffice;
};

const doctorOffice = {
  specialty: 'Ortodoncia',
  officeHours: 'Lunes a viernes',
  openingTime: '09:00',
  closingTime: '18:00',
  address: 'Av. Insurgentes Sur 1234, consultorio 5',
  colony: 'Del Valle',
  city: 'Ciudad de México',
  state: 'Ciudad de México',
  zipCode: '03100',
  clinicAddress: 'Clínica Dental Del Valle',
};

const people: DemoUser[] = [
  {
    email: 'admin@demo.mx',
    username: 'admin',
    role: 'admin',
    name: 'Ana',
    lastname: 'Ramírez',
    motherLastname: 'Soto',
    birthDate: '1985-03-12',
    sex: 'female',
    phone: '5512345601',
  },
  {
    email: 'doctor@demo.mx',
    username: 'doctor',
    role: 'doctor',
    name: 'Carlos',
    lastname: 'Mendoza',
    motherLastname: 'Ruiz',
    birthDate: '1978-07-23',
    sex: 'male',
    phone: '5512345602',
    office: doctorOffice,
  },
  {
    email: 'doctor2@demo.mx',
    username: 'doctor2',
    role: 'doctor',
    name: 'Lucía',
    lastname: 'Herrera',
    motherLastname: 'Vega',
    birthDate: '1982-11-02',
    sex: 'female',
    phone: '5512345603',
  },
  {
    email: 'laboratorio@demo.mx',
    username: 'laboratorio',
    role: 'laboratory',
    name: 'Jorge',
    lastname: 'Castillo',
    motherLastname: 'León',
    birthDate: '1990-01-30',
    sex: 'male',
    phone: '5512345604',
  },
  {
    email: 'recepcion@demo.mx',
    username: 'recepcion',
    role: 'office-admin',
    name: 'María',
    lastname: 'López',
    motherLastname: 'Díaz',
    birthDate: '1993-05-17',
    sex: 'female',
    phone: '5512345605',
  },
  {
    email: 'paciente@demo.mx',
    username: 'paciente',
    role: 'patient',
    name: 'Pedro',
    lastname: 'García',
    motherLastname: 'Núñez',
    birthDate: '1995-09-08',
    sex: 'male',
    phone: '5512345606',
    doctor: 'doctor@demo.mx',
  },
  {
    email: 'sofia.torres@demo.mx',
    username: 'sofia.torres',
    role: 'patient',
    name: 'Sofía',
    lastname: 'Torres',
    motherLastname: 'Lara',
    birthDate: '2001-02-14',
    sex: 'female',
    phone: '5512345607',
    doctor: 'doctor@demo.mx',
  },
  {
    email: 'raul.ortiz@demo.mx',
    username: 'raul.ortiz',
    role: 'patient',
    name: 'Raúl',
    lastname: 'Ortiz',
    motherLastname: 'Cruz',
    birthDate: '1969-12-01',
    sex: 'male',
    phone: '5512345608',
    doctor: 'doctor2@demo.mx',
  },
  {
    email: 'elena.flores@demo.mx',
    username: 'elena.flores',
    role: 'patient',
    name: 'Elena',
    lastname: 'Flores',
    motherLastname: 'Ríos',
    birthDate: '1988-06-25',
    sex: 'female',
    phone: '5512345609',
    doctor: 'doctor2@demo.mx',
  },
];

/**
 * Loads the demo accounts into an empty database, through the admin's user form as the system
 * actor; returns false when it already has users. A doctor without office data completes it on
 * /profile (doctor2). One transaction: a seed cut short leaves no account, and the next start
 * seeds again.
 */
export async function seedDemoData(deps: AppDeps): Promise<boolean> {
  const [{ total }] = await deps.systemDb.select({ total: count() }).from(users);
  if (total > 0) return false;
  await deps.systemDb.transaction(async (tx) => {
    const seeding = { ...deps, systemDb: tx };
    const ids = new Map<string, number>();
    for (const { role, doctor, office, ...person } of people) {
      const account = await createUserAccount(seeding, systemActor, {
        ...person,
        userType: role,
        status: true,
        doctorId: doctor ? String(ids.get(doctor)) : null,
        doctorData: office ?? null,
        password: demoPassword,
        passwordConfirmation: demoPassword,
      });
      ids.set(person.email, account.id);
    }
  });
  return true;
}
