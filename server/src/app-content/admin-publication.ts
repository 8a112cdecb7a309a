import { type Publication, publicationState } from './publication.js';
import type { PublicationStateGql } from './publication.types.js';

/** The publication fields every Admin<Kind> GraphQL type adds to its kind, read at `now`. */
export const adminPublicationOf = (row: Publication & { updatedAt: Date }, now: Date) => ({
  published: row.published,
  publishFrom: row.publishFrom,
  publishUntil: row.publishUntil,
  state: publicationState(row, now) as PublicationStateGql,
  updatedAt: row.updatedAt,
});
