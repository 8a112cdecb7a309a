import type { Actor } from '../common/actor.js';
import type { AppDeps } from '../deps.js';
import { seesPatient, scopedDb } from '../access/index.js';
import { messageNode } from './chat-mapping.js';
import { toMessageViews, type ChatMessageEvent } from './chat-view.js';
import { activityChannel, chatChannel, type ChatActivity, unreadInChat, unreadSummary } from './chat.service.js';
import { chatRecords } from './chat-records.js';

/**
 * New messages of a chat as the participant sees them. Access is checked when the subscription
 * starts and, for a doctor (whose patients can move to another doctor), again on every message:
 * the stream ends once the chat is no longer theirs. Deactivation and logout close the socket.
 * Subscribers on the same side of a message receive the same view object.
 */
export async function chatMessageStream(
  deps: AppDeps,
  actor: Actor,
  chatId: number,
): Promise<AsyncIterable<LiveMessage>> {
  const scoped = scopedDb(deps, actor);
  await scoped.require(chatRecords, chatId);
  const events = deps.events.subscribe(chatChannel(chatId));
  const stillAllowed = () =>
    scoped.require(chatRecords, chatId).then(
      () => true,
      () => false,
    );
  return {
    [Symbol.asyncIterator]: () => ({
      async next() {
        const step = await events.next();
        if (step.done) return step;
        if (actor.role === 'doctor' && !(await stillAllowed())) {
          await events.return?.();
          return { value: undefined, done: true };
        }
        return { value: liveMessage(step.value as ChatMessageEvent, actor.userId), done: false };
      },
      async return() {
        await events.return?.();
        return { value: undefined, done: true };
      },
    }),
  };
}

export type LiveMessage = ReturnType<typeof messageNode>;
const liveViews = new WeakMap<ChatMessageEvent, { author?: LiveMessage; others?: LiveMessage }>();

/**
 * A delivered message as one subscriber sees it. Every subscriber of the chat receives the same
 * event object, so its two views (the author's and everyone else's) are built once, not once per
 * subscriber.
 */
export function liveMessage(event: ChatMessageEvent, readerId: number): LiveMessage {
  let views = liveViews.get(event);
  if (!views) liveViews.set(event, (views = {}));
  const key = event.authorId === readerId ? 'author' : 'others';
  return (views[key] ??= messageNode(toMessageViews([event], readerId)[0]));
}

/**
 * The actor's unread counts, again each time a chat they follow changes or they read one. The
 * counts are loaded once, then only the chat of each event is counted again: a message costs each
 * subscriber one small indexed query, not their whole chat list.
 */
export async function* unreadStream(deps: AppDeps, actor: Actor) {
  const source = deps.events.subscribe(activityChannel);
  let counts: Map<number, number> | undefined;
  try {
    for await (const raw of source) {
      const activity = raw as ChatActivity;
      if (!seesPatient(actor, activity)) continue;
      if (activity.readerId !== undefined && activity.readerId !== actor.userId) continue;
      if (!counts) {
        counts = new Map(
          (await unreadSummary(deps, actor)).chats.map(({ chatId, unreadCount }) => [chatId, unreadCount]),
        );
      } else {
        const unread = await unreadInChat(deps, actor, activity.chatId);
        if (unread > 0) counts.set(activity.chatId, unread);
        else counts.delete(activity.chatId);
      }
      yield summaryOf(counts);
    }
  } finally {
    await source.return?.();
  }
}

function summaryOf(counts: Map<number, number>) {
  const chats = [...counts].map(([chatId, unreadCount]) => ({ chatId, unreadCount }));
  return { total: chats.reduce((sum, chat) => sum + chat.unreadCount, 0), chats };
}
