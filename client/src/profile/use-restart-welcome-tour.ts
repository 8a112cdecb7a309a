import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { RestartWelcomeTourDocument } from '../gql/graphql';
import { requestWelcomeTour } from '../shell/welcome-tour/welcome-tour-requests';

/**
 * Shows the welcome tour again: the server forgets that the user finished it (so every device
 * shows it until they finish it again) and the layout shows it at once.
 */
export function useRestartWelcomeTour() {
  const [restart, { loading }] = useMutation(RestartWelcomeTourDocument);
  const restartTour = useCallback(async () => {
    await restart();
    requestWelcomeTour();
  }, [restart]);
  return { restartTour, restarting: loading };
}
