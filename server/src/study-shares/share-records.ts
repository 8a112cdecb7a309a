import { inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Actor } from '../common/actor.js';
import { studyRecords } from '../studies/index.js';
import { studies } from '../studies/studies.tables.js';
import { studyShares } from './study-shares.tables.js';
import { recordRule } from '../access/index.js';

const queryBuilder = new QueryBuilder();

/** A study's share links: whoever may see the study sees and revokes its links. */
export const studyShareRecords = recordRule({
  name: 'study shares',
  table: studyShares,
  id: studyShares.id,
  rule: (actor: Actor) =>
    inArray(studyShares.studyId, queryBuilder.select({ id: studies.id }).from(studies).where(studyRecords.rule(actor))),
});
