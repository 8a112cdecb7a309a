import Lock from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { sharePinPattern } from '../../../shared/validation/share-pin';
import { formatLabMoment } from '../shell/format/lab-time';

type Props = {
  /** WRONG_PIN: tries left; LOCKED: until when. */
  attemptsLeft: number | null;
  lockedUntil: string | null;
  busy: boolean;
  onSubmit: (pin: string) => void;
};

/** The link's 6-digit PIN, with what went wrong: a wrong PIN and the tries left, or the lock and its end. */
export function SharePinForm({ attemptsLeft, lockedUntil, busy, onSubmit }: Props) {
  const { t } = useLingui();
  const [pin, setPin] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = pin.trim();
    if (!sharePinPattern.test(typed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSubmit(typed);
    setPin('');
  };
  const until = lockedUntil ? formatLabMoment(lockedUntil) : '';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 480, mx: 'auto' }}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Lock color="primary" aria-hidden />
          <Typography variant="h6" component="h2">
            <Trans>Este estudio está protegido con un PIN</Trans>
          </Typography>
        </Stack>
        <Typography color="text.secondary">
          <Trans>Escribe el PIN de 6 dígitos que te dio quien compartió el estudio.</Trans>
        </Typography>
        {lockedUntil ? (
          <Alert severity="error">
            <Trans>Demasiados intentos con un PIN incorrecto. El enlace se bloqueó hasta las {until}.</Trans>
          </Alert>
        ) : (
          attemptsLeft !== null && (
            <Alert severity="error">
              <Trans>El PIN no es correcto. Te quedan {attemptsLeft} intentos.</Trans>
            </Alert>
          )
        )}
        <TextField
          label={t`PIN`}
          value={pin}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 6))}
          error={invalid}
          helperText={invalid ? t`El PIN son 6 dígitos` : ' '}
          autoComplete="one-time-code"
          disabled={Boolean(lockedUntil)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]{6}' } }}
        />
        <Button type="submit" variant="contained" disabled={busy || Boolean(lockedUntil)}>
          <Trans>Ver el estudio</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
