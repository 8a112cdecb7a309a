import type { DatabaseHandle } from './db/client.js';
import { contentKinds, createPublicContent, type ContentClock, type ContentKind } from './common/content-versions.js';
import { features } from './features.js';

/**
 * The anonymous root fields whose GraphQL answers are kept and shared (ETag on GET), each with
 * the kinds of content it reads: an answer lasts while those kinds are unchanged, and a write to
 * another kind leaves it alone. Each feature declares its own in its `publicContent`.
 */
export const publicContentFields: Readonly<Record<string, readonly ContentKind[]>> = Object.assign(
  {},
  ...features.map((feature) => feature.publicContent?.fields ?? {}),
);

/** What time alone changes in each kind, as the features declare it; every kind must have its clock. */
function contentClocks(): Record<ContentKind, ContentClock> {
  const clocks: Partial<Record<ContentKind, ContentClock>> = Object.assign(
    {},
    ...features.map((feature) => feature.publicContent?.clocks ?? {}),
  );
  const missing = contentKinds.filter((kind) => !clocks[kind]);
  if (missing.length > 0) throw new Error(`no feature declares the clock of ${missing.join(', ')}`);
  return clocks as Record<ContentKind, ContentClock>;
}

/** The public content of a database: each kind expires as its feature's clock says (courses with the lab's day, app content with its windows). */
export const publicContentOf = (database: DatabaseHandle) => createPublicContent(database, contentClocks());
