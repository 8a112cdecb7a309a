import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { usePublicMutation } from '../../api/public-graphql';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SvgIconComponent } from '@mui/icons-material';
import { useState, type ReactNode } from 'react';
import { errorsOf } from '../../../../shared/validation/checks';
import { recoveryChecks } from '../../../../shared/validation/public-forms';
import { apiErrorsOf, serverErrorMessage } from '../../api/graphql-errors';
import { RecoverCourseRegistrationDocument } from '../../gql/graphql';
import { LightTextField } from '../../shell/forms/light/LightFields';
import { LightForm } from '../../shell/forms/light/LightForm';
import { useLightForm } from '../../shell/forms/light/use-light-form';

type Result = { kind: 'sent' } | { kind: 'not-registered'; message: string } | { kind: 'failed'; message: string };

type Props = { courseId: string; open: boolean; onClose: () => void };

/** Recuperar inscripción (SPEC points 4 and 8): the registration is emailed again to its address. */
export function RecoveryDialog({ courseId, open, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="recovery-title">
      <RecoveryFlow courseId={courseId} onClose={onClose} />
    </Dialog>
  );
}

function RecoveryFlow({ courseId, onClose }: { courseId: string; onClose: () => void }) {
  const { t } = useLingui();
  const [recover] = usePublicMutation(RecoverCourseRegistrationDocument);
  const [result, setResult] = useState<Result | null>(null);

  const send = async ({ email }: { email: string }) => {
    try {
      await recover({ variables: { courseId, email: email.trim().toLowerCase() } });
      setResult({ kind: 'sent' });
    } catch (error) {
      const notRegistered = apiErrorsOf(error)?.some((e) => e.code === 'NOT_FOUND' && e.field === 'email') ?? false;
      const message = serverErrorMessage(error) || t`No fue posible conectar con el servidor. Inténtalo de nuevo.`;
      setResult(notRegistered ? { kind: 'not-registered', message } : { kind: 'failed', message });
    }
  };

  if (result) {
    const again = (
      <Button variant="contained" onClick={() => setResult(null)} autoFocus>
        <Trans>Intentar de nuevo</Trans>
      </Button>
    );
    return (
      <>
        <DialogTitle id="recovery-title">
          <Trans>Recuperar inscripción</Trans>
        </DialogTitle>
        <DialogContent>
          {result.kind === 'sent' ? (
            <Outcome icon={CheckCircleOutlined} color="success.main" title={<Trans>¡Recuperación exitosa!</Trans>}>
              <Trans>La inscripción ha sido enviada al correo ingresado. Revisa tu bandeja de entrada o spam.</Trans>
            </Outcome>
          ) : (
            <Outcome
              icon={ErrorOutlined}
              color="error.main"
              title={
                result.kind === 'not-registered' ? (
                  <Trans>Correo incorrecto</Trans>
                ) : (
                  <Trans>No fue posible recuperar la inscripción</Trans>
                )
              }
            >
              {result.message}
            </Outcome>
          )}
        </DialogContent>
        <DialogActions>
          {result.kind === 'sent' ? (
            <Button variant="contained" onClick={onClose} autoFocus>
              <Trans>Cerrar</Trans>
            </Button>
          ) : (
            <>
              <Button color="inherit" onClick={onClose}>
                <Trans>Cerrar</Trans>
              </Button>
              {again}
            </>
          )}
        </DialogActions>
      </>
    );
  }

  return <RecoveryForm onSend={send} onClose={onClose} />;
}

/** The address to send the registration to; it starts empty again after "Intentar de nuevo". */
function RecoveryForm({
  onSend,
  onClose,
}: {
  onSend: (values: { email: string }) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const form = useLightForm({
    initialValues: { email: '' },
    validate: (values) => errorsOf(recoveryChecks, values),
    onSubmit: onSend,
  });
  return (
    <LightForm form={form}>
      <DialogTitle id="recovery-title">
        <Trans>Recuperar inscripción</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <Trans>Escribe el correo con el que te inscribiste y te enviaremos de nuevo tu inscripción.</Trans>
        </DialogContentText>
        <LightTextField
          name="email"
          type="email"
          label={t`Correo electrónico`}
          autoComplete="email"
          required
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose} disabled={form.isSubmitting}>
          <Trans>Cancelar</Trans>
        </Button>
        <Button type="submit" variant="contained" disabled={form.isSubmitting}>
          {form.isSubmitting ? <Trans>Enviando...</Trans> : <Trans>Enviar</Trans>}
        </Button>
      </DialogActions>
    </LightForm>
  );
}

function Outcome({
  icon: Icon,
  color,
  title,
  children,
}: {
  icon: SvgIconComponent;
  color: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 2 }}>
      <Icon sx={{ fontSize: 64, color, mb: 1 }} aria-hidden />
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{children}</Typography>
    </Box>
  );
}
