import { lazy, Suspense, useState, type ReactNode } from 'react';
import { ChatDialogContext, type OpenChat } from './chat-dialog-context';

// Its own chunk: the staff layout loads it with the first chat opened.
const ChatDialog = lazy(async () => ({ default: (await import('./ChatDialog')).ChatDialog }));

/** Holds the one chat dialog of the staff layout; its children open chats with useOpenChat. */
export function ChatDialogHost({ children }: { children: ReactNode }) {
  const [chat, setChat] = useState<OpenChat | null>(null);
  return (
    <ChatDialogContext value={setChat}>
      {children}
      {chat && (
        <Suspense fallback={null}>
          <ChatDialog key={chat.chatId} chatId={chat.chatId} title={chat.title} onClose={() => setChat(null)} />
        </Suspense>
      )}
    </ChatDialogContext>
  );
}
