type Listener = () => void;

const listeners = new Set<Listener>();

/** Asks the layout to show the welcome tour now (after restartWelcomeTour, from the profile). */
export function requestWelcomeTour(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` on each request to show the tour; answers the unsubscribe function. */
export function onWelcomeTourRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
