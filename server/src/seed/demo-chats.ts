import { inArray } from 'drizzle-orm';
import { chatMessages, chatReads, chats } from '../chat/chat.tables.js';
import type { AppDeps } from '../deps.js';
import { users } from '../users/users.tables.js';

const minuteMs = 60_000;

/**
 * A demo conversation between the front desk and paciente@demo.mx, from yesterday to today, so
 * the chat history, the day separators and the patient's chat have something to show. Everything
 * is read: a new message of the patient is what lights the badge. Written as that history stands
 * (messages of the demo users, hours ago), which no service writes.
 */
export async function seedDemoChats({ systemDb: db }: AppDeps): Promise<void> {
  const people = new Map(
    (
      await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, ['paciente@demo.mx', 'recepcion@demo.mx']))
    ).map((row) => [row.email, row.id]),
  );
  const patient = people.get('paciente@demo.mx')!;
  const office = people.get('recepcion@demo.mx')!;
  const now = Date.now();
  const conversation = [
    { author: patient, minutesAgo: 26 * 60, body: 'Buenas tardes, ¿ya están listos los resultados de mi tomografía?' },
    {
      author: office,
      minutesAgo: 26 * 60 - 12,
      body: 'Hola, buenas tardes. Sí, ya los puede ver en la aplicación; también se los enviamos a su doctor.',
    },
    { author: patient, minutesAgo: 25 * 60, body: 'Muchas gracias.' },
    { author: patient, minutesAgo: 40, body: '¿Necesito llevar algo para la cita de control del jueves?' },
    { author: office, minutesAgo: 31, body: 'Solo su identificación; el doctor ya tiene sus estudios.' },
  ];
  const lastAt = new Date(now - conversation.at(-1)!.minutesAgo * minuteMs);
  const [chat] = await db.insert(chats).values({ patientId: patient, lastMessageAt: lastAt }).returning();
  const inserted = await db
    .insert(chatMessages)
    .values(
      conversation.map((message) => ({
        chatId: chat.id,
        authorId: message.author,
        body: message.body,
        createdAt: new Date(now - message.minutesAgo * minuteMs),
      })),
    )
    .returning({ id: chatMessages.id });
  const lastId = inserted.at(-1)!.id;
  await db.insert(chatReads).values([
    { chatId: chat.id, userId: office, lastReadMessageId: lastId },
    { chatId: chat.id, userId: patient, lastReadMessageId: lastId },
  ]);
}
