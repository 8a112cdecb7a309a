import type { Database } from './db/client.js';
import { features } from './features.js';

/** Rows every database needs, production included: each feature's reference data (user types, study types). */
export async function ensureReferenceData(db: Database): Promise<void> {
  for (const feature of features) await feature.referenceData?.(db);
}
