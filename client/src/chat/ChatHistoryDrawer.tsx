import Close from '@mui/icons-material/Close';
import Forum from '@mui/icons-material/Forum';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { serverErrorMessage } from '../api/graphql-errors';
import { ChatsDocument, type ChatsQuery } from '../gql/graphql';
import { labDayOf, labTimeOf } from '../shell/format/lab-time';
import { formatChatDay, initialsOf } from './chat-format';

type ChatEntry = ChatsQuery['chats']['edges'][number]['node'];
type ChatPage = ChatsQuery['chats'];

/** Chats per page of the list; "Mostrar más" asks for the next ones. */
const chatListPageSize = 30;

type Props = {
  open: boolean;
  onClose: () => void;
  /** Live unread counts by chat id (they change before the list is reloaded). */
  unreadByChat: ReadonlyMap<string, number>;
  /** Grows with each chat activity of the user: the list reloads then. */
  changes: number;
  onSelect: (chat: ChatEntry) => void;
};

/** Historial de chats: a right drawer 500 wide with the chats that have messages, newest first. */
export function ChatHistoryDrawer({ open, onClose, unreadByChat, changes, onSelect }: Props) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the fixed app bar (which sits over the permanent sidebar drawer).
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: 500, maxWidth: '100vw' }, role: 'dialog', 'aria-labelledby': titleId } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5, gap: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          <Trans>Historial de chats</Trans>
        </Typography>
        <CloseButton onClose={onClose} />
      </Stack>
      <Divider />
      {open && <ChatList unreadByChat={unreadByChat} changes={changes} onSelect={onSelect} />}
    </Drawer>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <IconButton onClick={onClose} aria-label={t`Cerrar historial de chats`}>
      <Close />
    </IconButton>
  );
}

function ChatList({ unreadByChat, changes, onSelect }: Pick<Props, 'unreadByChat' | 'changes' | 'onSelect'>) {
  const { t } = useLingui();
  const { data, loading, error, refetch, fetchMore } = useQuery(ChatsDocument, {
    variables: { first: chatListPageSize },
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const shownAt = useRef(changes);
  useEffect(() => {
    // A change that comes while the list is still loading waits for that answer: a refetch then
    // would share the request already under way, which may have been read before the change.
    if (changes === shownAt.current || loading) return;
    shownAt.current = changes;
    void refetch();
  }, [changes, loading, refetch]);
  const chats = data?.chats.edges.map((edge) => edge.node);
  const next = data?.chats.pageInfo;
  const showMore = () => {
    if (!next?.endCursor) return;
    setLoadingMore(true);
    fetchMore({
      variables: { after: next.endCursor },
      updateQuery: (shown, { fetchMoreResult }) =>
        fetchMoreResult && shown ? { chats: appendChats(shown.chats as ChatPage, fetchMoreResult.chats) } : shown,
    })
      .catch(() => undefined)
      .finally(() => setLoadingMore(false));
  };

  if (!chats) {
    if (error) {
      return (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              <Trans>Reintentar</Trans>
            </Button>
          }
        >
          {serverErrorMessage(error) || t`No fue posible cargar los chats.`}
        </Alert>
      );
    }
    return loading ? (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t`Cargando chats`} />
      </Stack>
    ) : null;
  }
  if (chats.length === 0) {
    return (
      <Stack
        role="status"
        sx={{ alignItems: 'center', textAlign: 'center', color: 'text.secondary', py: 8, px: 3, gap: 1 }}
      >
        <Forum sx={{ fontSize: 48, color: 'action.disabled' }} aria-hidden />
        <Typography>
          <Trans>Todavía no hay conversaciones. Aquí aparecerán los chats con mensajes.</Trans>
        </Typography>
      </Stack>
    );
  }
  return (
    <>
      <List disablePadding aria-label={t`Chats`}>
        {chats.map((chat) => (
          <ChatListEntry key={chat.id} chat={chat} unread={unreadByChat.get(chat.id) ?? 0} onSelect={onSelect} />
        ))}
      </List>
      {next?.hasNextPage && (
        <Box sx={{ textAlign: 'center', py: 1.5 }}>
          {loadingMore ? (
            <CircularProgress size={20} aria-label={t`Cargando chats`} />
          ) : (
            <Button onClick={showMore}>
              <Trans>Mostrar más</Trans>
            </Button>
          )}
        </Box>
      )}
    </>
  );
}

/** The next page after the chats shown (a chat that moved up meanwhile is not repeated). */
function appendChats(shown: ChatPage, more: ChatPage): ChatPage {
  const known = new Set(shown.edges.map((edge) => edge.node.id));
  return { ...more, edges: [...shown.edges, ...more.edges.filter((edge) => !known.has(edge.node.id))] };
}

function ChatListEntry({ chat, unread, onSelect }: { chat: ChatEntry; unread: number; onSelect: Props['onSelect'] }) {
  const { t, i18n } = useLingui();
  const when = chat.lastMessageAt
    ? `${formatChatDay(i18n, labDayOf(chat.lastMessageAt), 'short')} ${labTimeOf(chat.lastMessageAt)}`
    : '';
  return (
    <ListItem disablePadding>
      <ListItemButton divider onClick={() => onSelect(chat)} sx={{ gap: 0.5, alignItems: 'flex-start', py: 1.5 }}>
        <ListItemAvatar sx={{ mt: 0.25 }}>
          <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
            {initialsOf(chat.patientName)}
          </Avatar>
        </ListItemAvatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1 }}>
            <Typography noWrap sx={{ flex: 1, minWidth: 0, fontWeight: unread > 0 ? 700 : 500 }}>
              {chat.patientName}
            </Typography>
            <Typography variant="caption" color={unread > 0 ? 'error' : 'text.secondary'} sx={{ flexShrink: 0 }}>
              {when}
            </Typography>
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
              {chat.lastMessage}
            </Typography>
            {unread > 0 && (
              <Box
                component="span"
                aria-label={t`${unread} sin leer`}
                sx={{
                  flexShrink: 0,
                  minWidth: 22,
                  height: 22,
                  px: 0.75,
                  borderRadius: 11,
                  bgcolor: 'error.main',
                  color: 'error.contrastText',
                  typography: 'caption',
                  fontWeight: 700,
                  lineHeight: '22px',
                  textAlign: 'center',
                }}
              >
                {unread}
              </Box>
            )}
          </Stack>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
