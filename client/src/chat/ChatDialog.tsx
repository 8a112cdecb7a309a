import Close from '@mui/icons-material/Close';
import Avatar from '@mui/material/Avatar';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ChatConversation } from './ChatConversation';
import { initialsOf } from './chat-format';

type Props = { chatId: string; title: string; onClose: () => void };

/** The chat dialog: 600 wide, full screen on phones, closed with X. */
export function ChatDialog({ chatId, title, onClose }: Props) {
  const { t } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth={false}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: phone ? undefined : { width: 600, height: 'min(720px, calc(100% - 64px))' } } }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1.5, paddingInlineEnd: 1 }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 15 }} aria-hidden>
          {initialsOf(title)}
        </Avatar>
        <Typography variant="h6" component="span" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={t`Cerrar chat`}>
          <Close />
        </IconButton>
      </DialogTitle>
      <Divider />
      <ChatConversation chatId={chatId} sx={{ flex: 1 }} />
    </Dialog>
  );
}
