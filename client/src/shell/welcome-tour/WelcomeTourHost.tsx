import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FinishWelcomeTourDocument } from '../../gql/graphql';
import { useStoredUser } from '../../session/stored-user';
import { useSnackbar } from '../feedback/feedback-context';
import { onWelcomeTourRequest } from './welcome-tour-requests';
import { useWelcomeTourState } from './use-welcome-tour-state';

// Only a user who has the tour to see downloads it.
const WelcomeTour = lazy(async () => ({ default: (await import('./WelcomeTour')).WelcomeTour }));

/**
 * Shows the welcome tour when the layout loads, while the lab has it on and the user has not
 * finished or skipped it; finishing or skipping is saved on the server, for every device.
 */
export function WelcomeTourHost() {
  const { t } = useLingui();
  const user = useStoredUser();
  const snackbar = useSnackbar();
  const { enabled, pending } = useWelcomeTourState();
  const [finish] = useMutation(FinishWelcomeTourDocument);
  // Closed at once, also when saving fails (then it shows again on the next visit).
  const [closed, setClosed] = useState(false);
  useEffect(() => onWelcomeTourRequest(() => setClosed(false)), []);

  if (!user || !enabled || !pending || closed) return null;

  const done = () => {
    setClosed(true);
    finish().catch(() =>
      snackbar.error(t`No se pudo guardar que ya viste el recorrido; volverá a aparecer la próxima vez que entres.`),
    );
  };

  return (
    <Suspense fallback={null}>
      <WelcomeTour role={user.type.slug} onDone={done} />
    </Suspense>
  );
}
