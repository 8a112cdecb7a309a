import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { labTimeOf } from '../shell/format/lab-time';
import { FileAttachment } from '../shell/attachments/FileAttachment';
import { attachmentKind } from '../shell/attachments/attachment-kind';
import { LinkifiedText } from '../shell/LinkifiedText';
import type { ChatMessage } from './use-chat-messages';

/** One message: own ones labelled Yo on the end side, others with their author's name. */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const { t } = useLingui();
  const own = message.isMessageOwner;
  const author = own ? t`Yo` : message.authorName;
  const { attachment } = message;
  // An attachment is sent with its file name as the text: the attachment already shows it.
  const text = attachment && message.text === attachment.name ? null : message.text;
  // A picture or a player alone needs no bubble around it.
  const bare = attachment !== null && !text && attachmentKind(attachment.name) !== 'file';
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start', listStyle: 'none' }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ px: 1 }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {author}
        </Box>{' '}
        · {labTimeOf(message.createdAt)}
      </Typography>
      <Box
        sx={{
          maxWidth: '85%',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          ...(bare
            ? { p: 0 }
            : own
              ? { bgcolor: 'primary.main', color: 'primary.contrastText', borderEndEndRadius: 4 }
              : { bgcolor: 'action.selected', color: 'text.primary', borderEndStartRadius: 4 }),
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
          minWidth: 0,
        }}
      >
        {attachment && <FileAttachment url={attachment.url} fileName={attachment.name} />}
        {text && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <LinkifiedText text={text} />
          </Typography>
        )}
      </Box>
    </Box>
  );
}
