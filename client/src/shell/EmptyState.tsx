import type { SvgIconComponent } from '@mui/icons-material';
import Inbox from '@mui/icons-material/Inbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { message: string; icon?: SvgIconComponent; children?: ReactNode };

/** Shown where a list or section has nothing yet: says so plainly, never invents data. */
export function EmptyState({ message, icon: Icon = Inbox, children }: Props) {
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{ p: { xs: 3, md: 6 }, textAlign: 'center', color: 'text.secondary', bgcolor: 'background.paper' }}
    >
      <Icon sx={{ fontSize: 48, mb: 1, color: 'action.disabled' }} aria-hidden />
      <Typography>{message}</Typography>
      {children}
    </Paper>
  );
}
