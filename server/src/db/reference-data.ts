import { ensureStudyTypes } from '../studies/reference-data.js';
import { ensureUserTypes } from '../users/reference-data.js';
import type { Database } from './client.js';

/** Rows every database needs, production included: user types and study types. */
export async function ensureReferenceData(db: Database): Promise<void> {
  await ensureUserTypes(db);
  await ensureStudyTypes(db);
}
