import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Trans } from '@lingui/react/macro';

/** Step 1 stays open: the email is already registered in this course. */
export function EmailExistsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="email-exists-title"
      aria-describedby="email-exists-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="email-exists-title">
        <Trans>El correo ya existe en el curso</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="email-exists-text">
          <Trans>Ingresa un correo electrónico diferente para continuar con la inscripción.</Trans>
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          <Trans>Aceptar</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
