import PersonOff from '@mui/icons-material/PersonOff';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../shell/EmptyState';

/** A patient that does not exist or that the user may not see: the same answer for both. */
export function PatientNotFound() {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={PersonOff}
      message={t`No se encontró el paciente. Es posible que se haya eliminado o que no tengas acceso a él.`}
    >
      <Button component={RouterLink} to="/virtuallab" sx={{ mt: 2 }}>
        <Trans>Ir al laboratorio virtual</Trans>
      </Button>
    </EmptyState>
  );
}
