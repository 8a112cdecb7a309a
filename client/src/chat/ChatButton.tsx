import Forum from '@mui/icons-material/Forum';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useLingui } from '@lingui/react/macro';
import { tourTargets } from '../shell/welcome-tour/tour-targets';
import { useOverlayParam } from './use-overlay-param';
import { ChatHistoryDrawer } from './ChatHistoryDrawer';
import { useOpenChat } from './chat-dialog-context';
import { useUnreadChats } from './use-unread-chats';

/** The URL parameter of the open chat history (?chats=open): Back closes the drawer. */
export const chatHistoryParam = 'chats';

/** Header chat button with the live badge of unread messages; opens Historial de chats. */
export function ChatButton() {
  const { t } = useLingui();
  const drawer = useOverlayParam(chatHistoryParam);
  const { total, byChat, changes } = useUnreadChats();
  const openChat = useOpenChat();
  // The badge counts this user's unread messages; the panel's "Chats por responder" counts
  // something else (chats waiting for the lab), so the badge says what it is on hover too.
  const label = total > 0 ? t`Historial de chats, ${total} mensajes sin leer` : t`Historial de chats`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          onClick={() => drawer.open('open')}
          aria-label={label}
          aria-haspopup="dialog"
          data-tour={tourTargets.chat}
        >
          {/* No badge at all without unread messages: a hidden badge keeps its last number in the
            button's text, which then no longer matches the button's name (WCAG 2.5.3). */}
          {total > 0 ? (
            <Badge badgeContent={total} color="error" max={99} data-testid="chat-unread-badge">
              <Forum />
            </Badge>
          ) : (
            <Forum />
          )}
        </IconButton>
      </Tooltip>
      <ChatHistoryDrawer
        open={drawer.value !== null}
        onClose={drawer.close}
        unreadByChat={byChat}
        changes={changes}
        // The chat takes the drawer's place in the history: Back from it returns to the page.
        onSelect={(chat) => openChat({ chatId: chat.id, title: chat.patientName }, { insteadOf: chatHistoryParam })}
      />
    </>
  );
}
