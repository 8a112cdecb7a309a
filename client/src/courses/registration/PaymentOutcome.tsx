import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ReactNode } from 'react';

export type Outcome = { kind: 'success'; folio: string | null } | { kind: 'rejected'; message: string };

type Props = { outcome: Outcome; onFinish: () => void; onRetry: () => void };

/** The end of a payment: ¡Registro exitoso! with Finalizar, or Pago rechazado with Intentar de nuevo. */
export function PaymentOutcome({ outcome, onFinish, onRetry }: Props) {
  if (outcome.kind === 'success') {
    const { folio } = outcome;
    return (
      <Panel
        icon={CheckCircleOutlined}
        color="success.main"
        title={<Trans>¡Registro exitoso!</Trans>}
        action={
          <Button variant="contained" size="large" onClick={onFinish} autoFocus>
            <Trans>Finalizar</Trans>
          </Button>
        }
      >
        <Typography>
          <Trans>Revisa tu correo electrónico</Trans>
        </Typography>
        {folio !== null && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            <Trans>Folio de inscripción: {folio}</Trans>
          </Typography>
        )}
      </Panel>
    );
  }
  return (
    <Panel
      icon={ErrorOutlined}
      color="error.main"
      title={<Trans>Pago rechazado</Trans>}
      action={
        <Button variant="contained" size="large" onClick={onRetry} autoFocus>
          <Trans>Intentar de nuevo</Trans>
        </Button>
      }
    >
      <Typography>{outcome.message}</Typography>
    </Panel>
  );
}

type PanelProps = { icon: SvgIconComponent; color: string; title: ReactNode; action: ReactNode; children: ReactNode };

function Panel({ icon: Icon, color, title, action, children }: PanelProps) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: { xs: 4, md: 6 }, px: 2, maxWidth: 560, mx: 'auto' }}>
      <Icon sx={{ fontSize: 72, color, mb: 1 }} aria-hidden />
      <Typography variant="h5" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
      <Box sx={{ mt: 4 }}>{action}</Box>
    </Box>
  );
}
