import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { apiErrorsOf, serverErrorMessage } from '../api/graphql-errors';
import { deniedMessage } from './access-denied/denied-page';
import { EmptyState } from './EmptyState';
import { useRouteTitle } from './route-handle';

type Props = {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** What to say when the record does not exist (it may have been deleted), and the way back. */
  notFound?: { message: string; path: string; label: string };
};

/**
 * What a page shows while its data is not there: a spinner, "not found", why the user may not
 * see it (the server said FORBIDDEN), or the error with a retry.
 */
export function QueryState({ loading, error, onRetry, notFound }: Props) {
  const { t, i18n } = useLingui();
  const page = useRouteTitle();
  if (loading && !error) {
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t`Cargando`} />
      </Stack>
    );
  }
  if (notFound && apiErrorsOf(error)?.some((apiError) => apiError.code === 'NOT_FOUND')) {
    return (
      <EmptyState icon={SearchOff} message={notFound.message}>
        <Button component={RouterLink} to={notFound.path} sx={{ mt: 2 }}>
          {notFound.label}
        </Button>
      </EmptyState>
    );
  }
  if (apiErrorsOf(error)?.some((apiError) => apiError.code === 'FORBIDDEN')) {
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to="/" color="inherit" size="small">
            <Trans>Ir a mi página de inicio</Trans>
          </Button>
        }
      >
        {deniedMessage(i18n, 'other-roles', page)}
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <Trans>Reintentar</Trans>
        </Button>
      }
    >
      {serverErrorMessage(error) || t`No fue posible cargar la información.`}
    </Alert>
  );
}
