import type { Actor } from '../common/actor.js';
import type { AppDeps } from '../deps.js';
import { canFollow, requireChat } from './chat-access.js';
import { messageOut } from './chat-mapping.js';
import { toMessageViews, type ChatMessageEvent } from './chat-view.js';
import { activityChannel, chatChannel, type ChatActivity, unreadSummary } from './chat.service.js';

/**
 * New messages of a chat as the participant sees them (access checked once, when the
 * subscription starts). Subscribers on the same side of a message receive the same view object.
 */
export async function chatMessageStream(deps: AppDeps, actor: Actor, chatId: number): Promise<AsyncIterable<LiveMessage>> {
  await requireChat(deps.db, actor, chatId);
  const events = deps.events.subscribe(chatChannel(chatId));
  return {
    [Symbol.asyncIterator]: () => ({
      async next() {
        const step = await events.next();
        return step.done ? step : { value: liveMessage(step.value as ChatMessageEvent, actor.userId), done: false };
      },
      async return() {
        await events.return?.();
        return { value: undefined, done: true };
      },
    }),
  };
}

export type LiveMessage = ReturnType<typeof messageOut>;
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
  return (views[key] ??= messageOut(toMessageViews([event], readerId)[0]));
}

/** The actor's unread counts, again each time a chat they follow changes or they read one. */
export async function* unreadStream(deps: AppDeps, actor: Actor) {
  const source = deps.events.subscribe(activityChannel);
  try {
    for await (const raw of source) {
      const activity = raw as ChatActivity;
      if (!canFollow(actor, activity)) continue;
      if (activity.readerId !== undefined && activity.readerId !== actor.userId) continue;
      yield await unreadSummary(deps, actor);
    }
  } finally {
    await source.return?.();
  }
}
