import { and, eq, inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Actor } from '../common/actor.js';
import { studyRecords } from '../studies/index.js';
import { studies } from '../studies/studies.tables.js';
import { surveyInvitations } from './survey.tables.js';
import { recordRule } from '../access/index.js';

const queryBuilder = new QueryBuilder();

/**
 * A survey invitation: its patient's, while the patient may see its study, so a study hidden by
 * the lab (or expired) takes its survey with it, from the list and from answering alike.
 */
export const surveyInvitationRecords = recordRule({
  name: 'survey invitations',
  table: surveyInvitations,
  id: surveyInvitations.id,
  rule: (actor: Actor) =>
    and(
      eq(surveyInvitations.patientId, actor.userId),
      inArray(
        surveyInvitations.studyId,
        queryBuilder.select({ id: studies.id }).from(studies).where(studyRecords.rule(actor)),
      ),
    )!,
});
