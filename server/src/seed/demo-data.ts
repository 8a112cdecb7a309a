import { count, eq } from 'drizzle-orm';
import type { Role } from '../../../shared/limits.js';
import { hashPassword } from '../common/passwords.js';
import type { Database } from '../db/client.js';
import { doctorProfiles, users, userTypes } from '../users/users.tables.js';

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
  email: string; username: string; role: Role; name: string; lastname: string; motherLastname: string;
  birthDate: string; sex: 'male' | 'female'; phone: string; pending?: boolean; doctor?: string;
};

const people: DemoUser[] = [
  { email: 'admin@demo.mx', username: 'admin', role: 'admin', name: 'Ana', lastname: 'Ramírez', motherLastname: 'Soto', birthDate: '1985-03-12', sex: 'female', phone: '5512345601' },
  { email: 'doctor@demo.mx', username: 'doctor', role: 'doctor', name: 'Carlos', lastname: 'Mendoza', motherLastname: 'Ruiz', birthDate: '1978-07-23', sex: 'male', phone: '5512345602' },
  { email: 'doctor2@demo.mx', username: 'doctor2', role: 'doctor', name: 'Lucía', lastname: 'Herrera', motherLastname: 'Vega', birthDate: '1982-11-02', sex: 'female', phone: '5512345603', pending: true },
  { email: 'laboratorio@demo.mx', username: 'laboratorio', role: 'laboratory', name: 'Jorge', lastname: 'Castillo', motherLastname: 'León', birthDate: '1990-01-30', sex: 'male', phone: '5512345604' },
  { email: 'recepcion@demo.mx', username: 'recepcion', role: 'office-admin', name: 'María', lastname: 'López', motherLastname: 'Díaz', birthDate: '1993-05-17', sex: 'female', phone: '5512345605' },
  { email: 'paciente@demo.mx', username: 'paciente', role: 'patient', name: 'Pedro', lastname: 'García', motherLastname: 'Núñez', birthDate: '1995-09-08', sex: 'male', phone: '5512345606', doctor: 'doctor@demo.mx' },
  { email: 'sofia.torres@demo.mx', username: 'sofia.torres', role: 'patient', name: 'Sofía', lastname: 'Torres', motherLastname: 'Lara', birthDate: '2001-02-14', sex: 'female', phone: '5512345607', doctor: 'doctor@demo.mx' },
  { email: 'raul.ortiz@demo.mx', username: 'raul.ortiz', role: 'patient', name: 'Raúl', lastname: 'Ortiz', motherLastname: 'Cruz', birthDate: '1969-12-01', sex: 'male', phone: '5512345608', doctor: 'doctor2@demo.mx' },
  { email: 'elena.flores@demo.mx', username: 'elena.flores', role: 'patient', name: 'Elena', lastname: 'Flores', motherLastname: 'Ríos', birthDate: '1988-06-25', sex: 'female', phone: '5512345609', doctor: 'doctor2@demo.mx' },
];

/** Loads the demo accounts into an empty database; returns false when it already has users. */
export async function seedDemoData(db: Database): Promise<boolean> {
  const [{ total }] = await db.select({ total: count() }).from(users);
  if (total > 0) return false;
  const passwordHash = await hashPassword(demoPassword);
  const types = new Map((await db.select().from(userTypes)).map((type) => [type.slug, type.id]));
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const person of people) {
      const [row] = await tx.insert(users).values({
        name: person.name, lastname: person.lastname, motherLastname: person.motherLastname,
        email: person.email, username: person.username, passwordHash,
        birthDate: person.birthDate, sex: person.sex, phone: person.phone,
        userTypeId: types.get(person.role)!,
        profileCompletionPending: person.pending ?? false,
        doctorId: person.doctor ? ids.get(person.doctor) : null,
      }).returning({ id: users.id });
      ids.set(person.email, row.id);
    }
    await tx.insert(doctorProfiles).values({
      userId: ids.get('doctor@demo.mx')!, specialty: 'Ortodoncia', officeHours: 'Lunes a viernes',
      openingTime: '09:00', closingTime: '18:00', address: 'Av. Insurgentes Sur 1234, consultorio 5',
      colony: 'Del Valle', city: 'Ciudad de México', state: 'Ciudad de México', zipCode: '03100',
      clinicAddress: 'Clínica Dental Del Valle',
    });
    await tx.update(users).set({ profileCompletionPending: false }).where(eq(users.email, 'doctor@demo.mx'));
  });
  return true;
}
