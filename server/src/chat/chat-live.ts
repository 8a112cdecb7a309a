import type { Actor } from '../common/actor.js';
import type { AppDeps } from '../deps.js';
import { canFollow, requireChat } from './chat-access.js';
import type { ChatMessageEvent } from './chat-view.js';
import { activityChannel, chatChannel, type ChatActivity, unreadSummary } from './chat.service.js';

/** New messages of a chat, for a participant (checked once, when the subscription starts). */
export async function chatMessageStream(deps: AppDeps, actor: Actor, chatId: number): Promise<AsyncIterable<ChatMessageEvent>> {
  await requireChat(deps.db, actor, chatId);
  return deps.events.subscribe(chatChannel(chatId)) as AsyncIterable<ChatMessageEvent>;
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
