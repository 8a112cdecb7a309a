import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';

export function LoadingDialog({ open }: { open: boolean }) {
  return (
    <Dialog open={open} aria-labelledby="loading-dialog-text">
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 3, px: 4 }}>
        <CircularProgress size={28} />
        <Typography id="loading-dialog-text" role="status">
          <Trans>Espere un momento...</Trans>
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
