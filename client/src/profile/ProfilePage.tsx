import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { Trans, useLingui } from '@lingui/react/macro';
import { serverErrorMessage } from '../api/graphql-errors';
import { MeDocument } from '../gql/graphql';
import { hasOfficeData } from '../shell/forms/person-values';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';
import { SignOutEverywhereSection } from './SignOutEverywhereSection';
import { WelcomeTourSection } from './WelcomeTourSection';
import { roleOf } from '../session/roles';

export function ProfilePage() {
  const { t } = useLingui();
  const { data, loading, error, refetch } = useQuery(MeDocument, { fetchPolicy: 'cache-and-network' });
  const me = data?.me;

  if (!me) {
    if (loading) {
      return (
        <Stack sx={{ alignItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t`Cargando`} />
        </Stack>
      );
    }
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            <Trans>Reintentar</Trans>
          </Button>
        }
      >
        {error ? serverErrorMessage(error) : <Trans>No fue posible cargar tu perfil.</Trans>}
      </Alert>
    );
  }

  return (
    <Stack spacing={3}>
      {me.profileCompletionPending && (
        <Alert severity="warning">
          <AlertTitle>
            <Trans>Completa tu perfil</Trans>
          </AlertTitle>
          {hasOfficeData(roleOf(me.type.role)) ? (
            <Trans>
              Para continuar, completa tus datos personales (nombre, apellidos, fecha de nacimiento y teléfono) y los
              datos de tu consultorio (especialidad, horario, dirección, colonia, ciudad, estado y código postal).
            </Trans>
          ) : (
            <Trans>
              Para continuar, completa tus datos personales: nombre, apellidos, fecha de nacimiento y teléfono.
            </Trans>
          )}
        </Alert>
      )}
      <ProfileForm me={me} />
      <ChangePasswordForm />
      <SignOutEverywhereSection />
      <WelcomeTourSection />
    </Stack>
  );
}
