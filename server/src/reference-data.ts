import type { Database } from './db/client.js';
import { ensureStudyTypes } from './study-types/reference-data.js';
import { ensureUserTypes } from './users/reference-data.js';

/** Rows every database needs, production included: each feature's reference data (user types, study types). */
export async function ensureReferenceData(db: Database): Promise<void> {
  await ensureUserTypes(db);
  await ensureStudyTypes(db);
}
