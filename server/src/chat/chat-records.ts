import { eq, inArray } from 'drizzle-orm';
import type { Actor } from '../common/actor.js';
import { visiblePatientIds } from '../patients/index.js';
import { chats } from './chat.tables.js';
import { patientAudience, recordRule } from '../access/index.js';

/** A patient's chat: whoever may see the patient takes part in it (live events: `seesPatient`). */
export const chatRecords = recordRule({
  name: 'chats',
  table: chats,
  id: chats.id,
  rule: (actor: Actor) => {
    const audience = patientAudience(actor);
    if ('patientId' in audience) return eq(chats.patientId, audience.patientId);
    return inArray(chats.patientId, visiblePatientIds(actor));
  },
});
