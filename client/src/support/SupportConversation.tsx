import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SupportRequestFieldsFragment } from '../gql/graphql';
import { FileAttachment } from '../shell/attachments/FileAttachment';
import { formatLabDateTime } from '../shell/format/lab-time';

type Props = {
  request: SupportRequestFieldsFragment;
  /** Who reads it: the requester sees their own messages as "Yo". */
  viewer: 'requester' | 'support';
};

/** The request's first message with its attachment, then every answer and follow-up, oldest first. */
export function SupportConversation({ request, viewer }: Props) {
  const { t } = useLingui();
  const requesterName = viewer === 'requester' ? t`Yo` : request.requester.fullName;
  return (
    <Stack component="ol" spacing={2} sx={{ p: 0, m: 0 }} aria-label={t`Conversación`}>
      <Entry author={requesterName} at={request.createdAt} message={request.message}>
        {request.attachment && <FileAttachment url={request.attachment.url} fileName={request.attachment.name} />}
      </Entry>
      {request.replies.map((reply) => (
        <Entry
          key={reply.id}
          author={
            reply.fromSupport
              ? (reply.author?.fullName ?? t`Equipo de soporte`)
              : viewer === 'requester'
                ? t`Yo`
                : request.requester.fullName
          }
          fromSupport={reply.fromSupport}
          at={reply.createdAt}
          message={reply.message}
        />
      ))}
    </Stack>
  );
}

type EntryProps = { author: string; at: string; message: string; fromSupport?: boolean; children?: ReactNode };

function Entry({ author, at, message, fromSupport = false, children }: EntryProps) {
  const { t, i18n } = useLingui();
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 2,
        listStyle: 'none',
        ...(fromSupport ? { borderInlineStart: 4, borderInlineStartColor: 'primary.main' } : {}),
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" component="p">
          {author}
        </Typography>
        {fromSupport && <Chip size="small" color="primary" variant="outlined" label={t`Soporte`} />}
        <Typography variant="caption" color="text.secondary">
          {formatLabDateTime(at, i18n.locale)}
        </Typography>
      </Box>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message}</Typography>
      {children && <Box sx={{ mt: 1.5 }}>{children}</Box>}
    </Paper>
  );
}
