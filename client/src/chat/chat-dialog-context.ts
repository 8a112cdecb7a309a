import { createContext, useContext } from 'react';

/** A chat to show in the dialog, with the name its title shows (the patient's). */
export type OpenChat = { chatId: string; title: string };

export const ChatDialogContext = createContext<((chat: OpenChat) => void) | null>(null);

/** Opens a chat in the staff layout's chat dialog. */
export function useOpenChat(): (chat: OpenChat) => void {
  const open = useContext(ChatDialogContext);
  if (!open) throw new Error('useOpenChat must be used inside <ChatDialogHost>');
  return open;
}
