import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import { useOverlayParam } from './use-overlay-param';
import { ChatDialogContext, type OpenChat } from './chat-dialog-context';

// Its own chunk: the staff layout loads it with the first chat opened.
const ChatDialog = lazy(async () => ({ default: (await import('./ChatDialog')).ChatDialog }));

/** The URL parameter of the open chat (?chat=<id>): Back closes the dialog, Forward opens it again. */
export const chatParam = 'chat';

/** Holds the one chat dialog of the staff layout; its children open chats with useOpenChat. */
export function ChatDialogHost({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const overlay = useOverlayParam(chatParam);
  const { open } = overlay;
  const openChat = useCallback(
    (chat: OpenChat, options: { insteadOf?: string; on?: string } = {}) =>
      open(chat.chatId, { ...options, state: { chatTitle: chat.title } }),
    [open],
  );
  const chatId = overlay.value;
  // The name travels in the history entry; a link to ?chat= from elsewhere has none.
  const title = typeof overlay.state.chatTitle === 'string' ? overlay.state.chatTitle : t`Chat`;
  return (
    <ChatDialogContext value={openChat}>
      {children}
      {chatId && (
        <Suspense fallback={null}>
          <ChatDialog key={chatId} chatId={chatId} title={title} onClose={overlay.close} />
        </Suspense>
      )}
    </ChatDialogContext>
  );
}
