import type { Role } from '../../../shared/limits.js';
import type { Database } from '../db/client.js';
import { userTypes } from './users.tables.js';

const typeNames: Record<Role, string> = {
  admin: 'Administrador',
  doctor: 'Doctor',
  laboratory: 'Laboratorio',
  'office-admin': 'Administrador de consultorio',
  patient: 'Paciente',
};

/** The user types every database needs, production included. */
export async function ensureUserTypes(db: Database): Promise<void> {
  await db.insert(userTypes)
    .values(Object.entries(typeNames).map(([slug, name]) => ({ slug, name })))
    .onConflictDoNothing({ target: userTypes.slug });
}
