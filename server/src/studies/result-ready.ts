import { and, eq, exists, gt, isNull, or, sql } from 'drizzle-orm';
import { patientStudyPath } from '../../../shared/patient-links.js';
import { roleGroups } from '../../../shared/role-groups.js';
import { notificationBodyLength } from '../../../shared/validation/notification.js';
import { logAccess } from '../access-log/index.js';
import { type Actor, requireRole } from '../common/actor.js';
import { publishChatMessage, storeLabMessage } from '../chat/index.js';
import type { Database, Transaction } from '../db/client.js';
import type { AppDeps, RequestMeta } from '../deps.js';
import { labSettingsRow } from '../settings/index.js';
import { users, userTypes } from '../users/users.tables.js';
import { fanOutRound, newRound, notificationText } from '../notifications/index.js';
import { notifications } from '../notifications/notifications.tables.js';
import { studies, studyFiles } from './studies.tables.js';
import { studyTypes } from '../study-types/study-types.tables.js';
import { scopedDb } from '../access/index.js';

/**
 * The lab's message in the patient's chat. In Spanish whatever the patient's language, like
 * everything the lab writes in the chat (the push is the part written in the patient's language).
 */
const chatText = (studyName: string, link: string) =>
  `Tu resultado de ${studyName} está listo. Puedes verlo aquí: ${link}`;

/**
 * Records that a study's result reached its patient, and tells them, when it has just become
 * something they can open: visible, not expired, with at least one file, of an active patient.
 * The studies service calls it after a study is saved with files, gets files, or is shown again.
 *
 * Delivery (studies.delivered_at) is recorded once per study, the first time, whatever the
 * notification setting: the quality indicators measure turnaround to it, and the other features'
 * delivery steps run with it (deps.resultDelivery: the quality survey's invitation).
 *
 * The announcement is once per study too, when the lab's setting is on
 * (lab_settings.result_ready_notifications) and the study was never announced: the study is
 * marked announced (studies.result_announced_at, which is what makes it once: a second save finds
 * it marked, and of two saves at once only one marks it), a RESULT_READY notification for the
 * patient is stored with the job that pushes it to each of their devices in its language (their
 * inbox, and push.fanout), the lab's message with the link to the study is posted in the patient's
 * chat in the name of `actor` (who saved the study), and both go to the access log. Then the
 * message is delivered live.
 *
 * Both happen in one transaction within the request, but the study is saved already: a failure is
 * logged and the save still answers. Nothing of a failed delivery stays, the marks included, so
 * the next save of that study records and announces it. With the setting off nothing is sent or
 * marked announced.
 */
export async function deliverResultIfReady(
  deps: AppDeps,
  actor: Actor,
  studyId: number,
  meta: RequestMeta,
): Promise<void> {
  const scoped = scopedDb(deps, actor);
  try {
    requireRole(actor, roleGroups.studyStaff);
    const { resultReadyNotifications } = await labSettingsRow(scoped.db);
    const announced = await scoped.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      const delivered = await markDelivered(db, studyId);
      if (delivered) for (const step of deps.resultDelivery) await step(db, delivered);
      return resultReadyNotifications ? announce(deps, tx, actor, studyId, meta) : null;
    });
    if (!announced) return;
    await publishChatMessage(deps, announced);
  } catch (error) {
    deps.log?.error({ err: error, studyId, userId: actor.userId }, 'result delivery failed');
  }
}

/** A study whose result has just reached its patient. */
export type DeliveredStudy = { id: number; patientId: number; studyTypeId: number; branchOfficeId: number | null };

/**
 * What another feature does when a study's result reaches its patient (the quality survey opens):
 * it runs inside the delivery's transaction, once per study. Features declare their steps; the
 * app hands them to the studies where it is assembled (`deps.resultDelivery`).
 */
export type ResultDeliveryStep = (db: Database, study: DeliveredStudy) => Promise<void>;

/** Records the moment the study reached its patient, if it is open to them and was not delivered before. */
async function markDelivered(db: Database, studyId: number): Promise<DeliveredStudy | null> {
  const [study] = await db
    .update(studies)
    .set({ deliveredAt: new Date() })
    .where(and(eq(studies.id, studyId), isNull(studies.deliveredAt), openToPatient(db)))
    .returning({
      id: studies.id,
      patientId: studies.patientId,
      studyTypeId: studies.studyTypeId,
      branchOfficeId: studies.branchOfficeId,
    });
  return study ?? null;
}

/** Marks the study announced if it is ready and answers the lab's chat message; null when there is nothing to announce. */
async function announce(deps: AppDeps, tx: Transaction, actor: Actor, studyId: number, meta: RequestMeta) {
  const db = tx as unknown as Database;
  const [study] = await db
    .update(studies)
    .set({ resultAnnouncedAt: new Date() })
    .where(and(eq(studies.id, studyId), isNull(studies.resultAnnouncedAt), openToPatient(db)))
    .returning({ id: studies.id, patientId: studies.patientId, studyTypeId: studies.studyTypeId });
  if (!study) return null;
  const [type] = await db
    .select({ name: studyTypes.name })
    .from(studyTypes)
    .where(eq(studyTypes.id, study.studyTypeId));
  const target = { audience: 'USER' as const, userId: study.patientId };
  const data = { studyId: String(study.id), studyName: type.name };
  // What the admin's lists and any reader without a language see; each device gets its own language.
  const text = notificationText({ kind: 'RESULT_READY', title: null, body: '', data }, 'es-MX');
  const [notification] = await db
    .insert(notifications)
    .values({
      ...target,
      ...(await newRound(db, target)),
      kind: 'RESULT_READY',
      title: text.title,
      body: text.body.slice(0, notificationBodyLength),
      data,
      createdBy: actor.userId,
    })
    .returning({ id: notifications.id, round: notifications.round });
  await fanOutRound(deps, tx, notification);
  const message = await storeLabMessage(db, {
    patientId: study.patientId,
    authorId: actor.userId,
    text: chatText(type.name, `${deps.config.publicUrl}${patientStudyPath(study.id)}`),
  });
  const about = { patientId: study.patientId, studyId: study.id };
  await logAccess(db, actor, 'result_ready_push', [about], meta);
  await logAccess(db, actor, 'result_ready_chat_message', [{ ...about, chatMessageId: message.event.id }], meta);
  return message;
}

/** A study its patient can open: visible, unexpired, with files, of an active patient. */
function openToPatient(db: Database) {
  return and(
    eq(studies.visible, true),
    or(isNull(studies.expiresAt), gt(studies.expiresAt, sql`now()`)),
    exists(
      db
        .select({ one: sql`1` })
        .from(studyFiles)
        .where(eq(studyFiles.studyId, studies.id)),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(users)
        .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
        .where(and(eq(users.id, studies.patientId), eq(users.status, true), eq(userTypes.slug, 'patient'))),
    ),
  );
}
