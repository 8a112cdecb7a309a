import type { Role } from '../../../shared/limits.js';
import type { Database } from '../db/client.js';
import { userTypes } from './users.tables.js';

// In the catalogue too: an invitation names the new account's type in its language.
const typeNames: Record<Role, string> = {
  admin: /*i18n*/ 'Administrador',
  doctor: /*i18n*/ 'Doctor',
  laboratory: /*i18n*/ 'Laboratorio',
  'office-admin': /*i18n*/ 'Administrador de consultorio',
  patient: /*i18n*/ 'Paciente',
};

/** The user types every database needs, production included. */
export async function ensureUserTypes(db: Database): Promise<void> {
  await db
    .insert(userTypes)
    .values(Object.entries(typeNames).map(([slug, name]) => ({ slug, name })))
    .onConflictDoNothing({ target: userTypes.slug });
}
