import { createContext, useContext } from 'react';

/** A chat to show in the dialog, with the name its title shows (the patient's). */
export type OpenChat = { chatId: string; title: string };

/**
 * Opens a chat; `insteadOf` puts it in place of the overlay with that URL parameter (the chat
 * history drawer), `on` in place of the current address, over the page at that path.
 */
type OpenChatFn = (chat: OpenChat, options?: { insteadOf?: string; on?: string }) => void;

export const ChatDialogContext = createContext<OpenChatFn | null>(null);

/** Opens a chat in the staff layout's chat dialog. */
export function useOpenChat(): OpenChatFn {
  const open = useContext(ChatDialogContext);
  if (!open) throw new Error('useOpenChat must be used inside <ChatDialogHost>');
  return open;
}
