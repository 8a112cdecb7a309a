import type { ApolloCache } from '@apollo/client';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ChatMessageAddedDocument,
  ChatMessagesDocument,
  MarkChatReadDocument,
  type ChatMessageFieldsFragment,
} from '../gql/graphql';

/** Messages per page, and how many more "Mostrar más" asks for (SPEC point 9). */
export const chatPageSize = 12;

export type ChatMessage = ChatMessageFieldsFragment;

/** Adds a message at the end of a loaded page of the chat, once (the send result and the subscription both bring it). */
function appendMessage(cache: ApolloCache, chatId: string, perPage: number, message: ChatMessage) {
  cache.updateQuery({ query: ChatMessagesDocument, variables: { chatId, perPage } }, (page) => {
    if (!page || page.chatMessages.data.some((existing) => existing.id === message.id)) return page;
    return {
      chatMessages: {
        ...page.chatMessages,
        data: [...page.chatMessages.data, message],
        totalMessage: page.chatMessages.totalMessage + 1,
      },
    };
  });
}

/**
 * One chat's messages, oldest first: the newest page, more on demand, new messages live through
 * chatMessageAdded. Opening the chat and every message received while it is shown mark it read.
 */
export function useChatMessages(chatId: string, options: { onMessageAdded?: (message: ChatMessage) => void } = {}) {
  const client = useApolloClient();
  const [perPage, setPerPage] = useState(chatPageSize);
  const perPageRef = useRef(perPage);
  perPageRef.current = perPage;
  const onMessageAddedRef = useRef(options.onMessageAdded);
  onMessageAddedRef.current = options.onMessageAdded;

  const query = useQuery(ChatMessagesDocument, {
    variables: { chatId, perPage },
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
    (message: ChatMessage) => appendMessage(client.cache, chatId, perPageRef.current, message),
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

  // While a bigger page loads, the messages already shown stay.
  const page = query.data?.chatMessages ?? query.previousData?.chatMessages;
  const messages = page?.data ?? [];
  const total = page?.totalMessage ?? 0;
  return {
    messages,
    total,
    // The server answers fewer than asked when there are no more (or at its own maximum page).
    hasMore: messages.length < total && messages.length >= perPage,
    loading: query.loading,
    loadingMore: query.loading && page !== undefined,
    error: page ? undefined : query.error,
    retry: () => void query.refetch(),
    showMore: () => setPerPage((size) => size + chatPageSize),
    addMessage,
  };
}
