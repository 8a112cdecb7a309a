import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';

type Props = { open: boolean; initialUrl: string; onClose: () => void; onSave: (url: string) => void };

/** "www.ejemplo.mx" → "https://www.ejemplo.mx"; only web and mail links are kept. */
export function normalizeLinkUrl(value: string): string | null {
  const url = value.trim();
  if (url === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(url)
    ? url
    : url.includes('@') && !url.includes('/')
      ? `mailto:${url}`
      : `https://${url}`;
  try {
    const parsed = new URL(withScheme);
    return ['http:', 'https:', 'mailto:'].includes(parsed.protocol) ? withScheme : null;
  } catch {
    return null;
  }
}

/** Asks for the address of a link in the description. */
export function LinkDialog({ open, initialUrl, onClose, onSave }: Props) {
  const { t } = useLingui();
  const [url, setUrl] = useState(initialUrl);
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    if (open) {
      setUrl(initialUrl);
      setInvalid(false);
    }
  }, [open, initialUrl]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const normalized = normalizeLinkUrl(url);
    if (!normalized) {
      setInvalid(true);
      return;
    }
    onSave(normalized);
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="link-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="link-dialog-title">
          <Trans>Insertar enlace</Trans>
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t`Dirección del enlace`}
            placeholder="https://"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            error={invalid}
            helperText={invalid ? t`Escribe una dirección web válida, p. ej. https://www.ejemplo.mx` : undefined}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            <Trans>Cancelar</Trans>
          </Button>
          <Button type="submit" variant="contained">
            <Trans>Aplicar</Trans>
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
