import ArrowDownward from '@mui/icons-material/ArrowDownward';
import Forum from '@mui/icons-material/Forum';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { serverErrorMessage } from '../api/graphql-errors';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import { formatChatDay } from './chat-format';
import { useChatMessages, type ChatMessage } from './use-chat-messages';

/** How close to the bottom still counts as reading the newest messages. */
const bottomSlackPx = 48;

type Props = { chatId: string; sx?: SxProps<Theme> };

/**
 * A chat: messages oldest first with a separator per day, Mostrar más while older ones exist,
 * and the composer. It follows the newest message unless the reader scrolled up.
 */
export function ChatConversation({ chatId, sx }: Props) {
  const { t, i18n } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const followBottom = useRef(true);
  const toTopAfterLoad = useRef(false);
  const lastScrollTop = useRef(0);
  // Messages of others that arrived while the reader was further up.
  const [unseen, setUnseen] = useState(0);

  const scrollToBottom = useCallback(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, []);

  const onMessageAdded = useCallback((message: ChatMessage) => {
    if (message.isMessageOwner) followBottom.current = true;
    else if (!followBottom.current) setUnseen((count) => count + 1);
  }, []);
  const chat = useChatMessages(chatId, { onMessageAdded });
  const { messages, loadingMore } = chat;

  // New messages (or the first page): to the bottom when following it; after Mostrar más, to the top.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (toTopAfterLoad.current) {
      if (loadingMore) return;
      toTopAfterLoad.current = false;
      element.scrollTop = 0;
    } else if (followBottom.current) {
      scrollToBottom();
    }
  }, [messages, loadingMore, scrollToBottom]);

  // Images and players take their height once loaded, and the dialog grows as it opens: keep the
  // newest message in view while following it.
  const observeContent = useCallback(
    (element: HTMLUListElement | null) => {
      if (!element || typeof ResizeObserver === 'undefined') return undefined;
      const observer = new ResizeObserver(() => {
        if (followBottom.current && !toTopAfterLoad.current) scrollToBottom();
      });
      observer.observe(element);
      if (scroller.current) observer.observe(scroller.current);
      return () => observer.disconnect();
    },
    [scrollToBottom],
  );

  // Only the reader scrolling up stops following: content growing below (a picture loading) moves
  // the bottom away without a scroll up, and must not count as leaving it.
  const onScroll = () => {
    const element = scroller.current;
    if (!element || toTopAfterLoad.current) return;
    const top = element.scrollTop;
    if (element.scrollHeight - top - element.clientHeight < bottomSlackPx) {
      followBottom.current = true;
      setUnseen(0);
    } else if (top < lastScrollTop.current) {
      followBottom.current = false;
    }
    lastScrollTop.current = top;
  };

  const toNewest = () => {
    followBottom.current = true;
    setUnseen(0);
    scrollToBottom();
  };

  const showMore = () => {
    followBottom.current = false;
    toTopAfterLoad.current = true;
    chat.showMore();
  };

  const onSent = (message: ChatMessage) => {
    chat.addMessage(message);
    toNewest();
  };

  return (
    <Box sx={[{ display: 'flex', flexDirection: 'column', minHeight: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box sx={{ flex: 1, minHeight: 0, position: 'relative', display: 'flex', flexDirection: 'column' }}>
        <Box
          ref={scroller}
          onScroll={onScroll}
          sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 2 }, py: 1.5 }}
        >
          {chat.error ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={chat.retry}>
                  <Trans>Reintentar</Trans>
                </Button>
              }
            >
              {serverErrorMessage(chat.error) || t`No fue posible cargar los mensajes.`}
            </Alert>
          ) : chat.loading && messages.length === 0 ? (
            <Stack sx={{ alignItems: 'center', py: 6 }}>
              <CircularProgress aria-label={t`Cargando mensajes`} />
            </Stack>
          ) : messages.length === 0 ? (
            <Stack
              role="status"
              sx={{
                alignItems: 'center',
                justifyContent: 'center',
                height: '100%',
                color: 'text.secondary',
                textAlign: 'center',
                gap: 1,
              }}
            >
              <Forum sx={{ fontSize: 48, color: 'action.disabled' }} aria-hidden />
              <Typography>
                <Trans>Aún no hay mensajes. Escribe el primero.</Trans>
              </Typography>
            </Stack>
          ) : (
            <>
              {chat.hasMore && (
                <Box sx={{ textAlign: 'center', mb: 1 }}>
                  {loadingMore ? (
                    <CircularProgress size={20} aria-label={t`Cargando mensajes`} />
                  ) : (
                    <Link component="button" type="button" onClick={showMore} variant="body2">
                      <Trans>Mostrar más</Trans>
                    </Link>
                  )}
                </Box>
              )}
              <Stack ref={observeContent} component="ul" aria-label={t`Mensajes`} spacing={1.5} sx={{ m: 0, p: 0 }}>
                {messages.map((message, index) => (
                  <Fragment key={message.id}>
                    {message.day !== messages[index - 1]?.day && (
                      // A plain item of the list (a list may hold only items): a separator's content
                      // would be hidden from screen readers, and the day must be read.
                      <Box component="li" sx={{ listStyle: 'none' }}>
                        <Divider role="presentation">
                          <Chip size="small" label={formatChatDay(i18n, message.day, 'long')} />
                        </Divider>
                      </Box>
                    )}
                    <ChatMessageItem message={message} />
                  </Fragment>
                ))}
              </Stack>
            </>
          )}
        </Box>
        {unseen > 0 && (
          <Button
            variant="contained"
            size="small"
            startIcon={<ArrowDownward />}
            onClick={toNewest}
            sx={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)', borderRadius: 4 }}
          >
            <Trans>Nuevos mensajes</Trans>
          </Button>
        )}
      </Box>
      <Divider />
      <ChatComposer chatId={chatId} onSent={onSent} />
    </Box>
  );
}
