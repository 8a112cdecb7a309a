import type { Database } from '../db/client.js';
import { studyTypes } from './study-types.tables.js';

/** The kinds of study the lab delivers; every database has them. */
export const studyTypeNames = [
  'Radiografía periapical',
  'Radiografía panorámica',
  'Radiografía lateral de cráneo (cefalometría)',
  'Tomografía computarizada (CBCT)',
  'Fotografía clínica',
  'Modelos digitales (escaneo intraoral)',
  'Análisis de laboratorio clínico',
  'Interpretación radiológica',
];

export async function ensureStudyTypes(db: Database): Promise<void> {
  await db
    .insert(studyTypes)
    .values(studyTypeNames.map((name) => ({ name })))
    .onConflictDoNothing({ target: studyTypes.name });
}
