import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from './EmptyState';

export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <EmptyState icon={SearchOff} message={t`La página que buscas no existe.`}>
      <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
        <Trans>Ir al inicio</Trans>
      </Button>
    </EmptyState>
  );
}
