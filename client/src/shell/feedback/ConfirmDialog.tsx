import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useLingui } from '@lingui/react/macro';
import type { ConfirmOptions } from './feedback-context';

type Props = { open: boolean; request: ConfirmOptions | null; onAnswer: (confirmed: boolean) => void };

export function ConfirmDialog({ open, request, onAnswer }: Props) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={() => onAnswer(false)}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-message"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-dialog-title">{request?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-dialog-message">{request?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} color="inherit">
          {request?.cancelText ?? t`Cancelar`}
        </Button>
        <Button onClick={() => onAnswer(true)} variant="contained" autoFocus>
          {request?.confirmText ?? t`Continuar`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
