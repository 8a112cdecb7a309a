import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { UnreadChatsChangedDocument, UnreadChatsDocument } from '../gql/graphql';

/**
 * The signed-in user's unread counts: loaded once, then kept live by the unreadChatsChanged
 * subscription (no polling). `changes` counts its events: a chat list on screen reloads on each,
 * since a new last message arrives the same way.
 */
export function useUnreadChats() {
  const client = useApolloClient();
  const { data } = useQuery(UnreadChatsDocument);
  const [changes, setChanges] = useState(0);
  useSubscription(UnreadChatsChangedDocument, {
    onData: ({ data: event }) => {
      const unreadChats = event.data?.unreadChatsChanged;
      if (!unreadChats) return;
      client.cache.writeQuery({ query: UnreadChatsDocument, data: { unreadChats } });
      setChanges((count) => count + 1);
    },
  });
  const summary = data?.unreadChats;
  const byChat = useMemo(
    () => new Map((summary?.chats ?? []).map((chat) => [chat.chatId, chat.unreadCount])),
    [summary],
  );
  return { total: summary?.total ?? 0, byChat, changes };
}
