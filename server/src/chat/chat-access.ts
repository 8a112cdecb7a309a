import { and, eq } from 'drizzle-orm';
import type { Actor } from '../common/actor.js';
import { notFound } from '../common/errors.js';
import type { Database } from '../db/client.js';
import { visiblePatients } from '../patients/patient-access.js';
import { users, userTypes } from '../users/users.tables.js';
import { chats, type ChatRow } from './chat.tables.js';

/**
 * The chat if the actor may take part in it: staff for the patients they may see (a doctor only
 * their own), a patient only their own chat. Anything else is NOT_FOUND, without saying which.
 */
export async function requireChat(
  db: Database,
  actor: Actor,
  chatId: number,
): Promise<ChatRow & { doctorId: number | null }> {
  if (!Number.isSafeInteger(chatId) || chatId <= 0) throw notFound();
  const [row] = await db
    .select({ chat: chats, doctorId: users.doctorId })
    .from(chats)
    .innerJoin(users, eq(users.id, chats.patientId))
    .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
    .where(and(eq(chats.id, chatId), visiblePatients(actor)));
  if (!row) throw notFound();
  return { ...row.chat, doctorId: row.doctorId };
}

/** Whether an actor may see a chat of the given patient, from the event's data alone. */
export function canFollow(actor: Actor, chat: { patientId: number; doctorId: number | null }): boolean {
  switch (actor.role) {
    case 'admin':
    case 'office-admin':
    case 'laboratory':
      return true;
    case 'doctor':
      return chat.doctorId === actor.userId;
    case 'patient':
      return chat.patientId === actor.userId;
  }
}
