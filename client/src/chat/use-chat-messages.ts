import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ChatMessageAddedDocument,
  ChatMessagesDocument,
  MarkChatReadDocument,
  type ChatMessageFieldsFragment,
  type ChatMessagesQuery,
} from '../gql/graphql';

/** Messages per page, and how many more "Mostrar más" asks for (SPEC point 9). */
export const chatPageSize = 12;

export type ChatMessage = ChatMessageFieldsFragment;
type MessagePage = ChatMessagesQuery['chatMessages'];

/** Adds a message at the end of the loaded messages of the chat, once (the send result and the subscription both bring it). */
function appendMessage(cache: ApolloCache, chatId: string, message: ChatMessage) {
  cache.updateQuery({ query: ChatMessagesDocument, variables: { chatId, last: chatPageSize } }, (data) => {
    if (!data || data.chatMessages.edges.some((edge) => edge.node.id === message.id)) return data;
    const page = data.chatMessages;
    return { chatMessages: { ...page, edges: [...page.edges, { node: message }], totalCount: page.totalCount + 1 } };
  });
}

/** The older page put before the messages already shown. */
function prependOlder(shown: MessagePage, older: MessagePage): MessagePage {
  const known = new Set(shown.edges.map((edge) => edge.node.id));
  return {
    ...shown,
    edges: [...older.edges.filter((edge) => !known.has(edge.node.id)), ...shown.edges],
    pageInfo: older.pageInfo,
    totalCount: older.totalCount,
  };
}

/**
 * One chat's messages, oldest first: the newest page, older pages on demand (only the page before
 * the first message shown is asked for), new messages live through chatMessageAdded. Opening the
 * chat and every message received while it is shown mark it read.
 */
export function useChatMessages(chatId: string, options: { onMessageAdded?: (message: ChatMessage) => void } = {}) {
  const client = useApolloClient();
  const [loadingMore, setLoadingMore] = useState(false);
  const onMessageAddedRef = useRef(options.onMessageAdded);
  onMessageAddedRef.current = options.onMessageAdded;

  const query = useQuery(ChatMessagesDocument, {
    variables: { chatId, last: chatPageSize },
    fetchPolicy: 'cache-and-network',
  });
  const [markChatRead] = useMutation(MarkChatReadDocument);
  const markRead = useCallback(() => {
    // A failed mark only leaves the badge up; the next message or opening tries again.
    markChatRead({ variables: { chatId } }).catch(() => undefined);
  }, [chatId, markChatRead]);

  const loaded = query.data !== undefined;
  useEffect(() => {
    if (loaded) markRead();
  }, [loaded, markRead]);

  const addMessage = useCallback(
    (message: ChatMessage) => appendMessage(client.cache, chatId, message),
    [client, chatId],
  );

  useSubscription(ChatMessageAddedDocument, {
    variables: { chatId },
    onData: ({ data }) => {
      const message = data.data?.chatMessageAdded;
      if (!message) return;
      addMessage(message);
      if (!message.isMessageOwner) markRead();
      onMessageAddedRef.current?.(message);
    },
  });

  const page = query.data?.chatMessages;
  const startCursor = page?.pageInfo.startCursor;
  const { fetchMore } = query;
  const showMore = useCallback(() => {
    if (!startCursor) return;
    setLoadingMore(true);
    fetchMore({
      variables: { before: startCursor },
      updateQuery: (shown, { fetchMoreResult }) =>
        fetchMoreResult && shown
          ? { chatMessages: prependOlder(shown.chatMessages as MessagePage, fetchMoreResult.chatMessages) }
          : shown,
    })
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  }, [fetchMore, startCursor]);

  return {
    messages: page?.edges.map((edge) => edge.node) ?? [],
    total: page?.totalCount ?? 0,
    hasMore: page?.pageInfo.hasPreviousPage ?? false,
    loading: query.loading,
    loadingMore,
    error: page ? undefined : query.error,
    retry: () => void query.refetch(),
    showMore,
    addMessage,
  };
}
