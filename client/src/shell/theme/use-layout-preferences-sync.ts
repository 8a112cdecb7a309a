import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { defaultLayoutPreferences } from '../../../../shared/layout-preferences';
import { MyLayoutPreferencesDocument, SaveLayoutPreferencesDocument } from '../../gql/graphql';
import { layoutInputOf, layoutValuesOf } from './layout-preferences-gql';
import { layoutSettingsOf, useLayoutSettings, type LayoutSettings } from './layout-settings';

/** A burst of changes (a colour tried after another) is saved once it settles. */
export const layoutSaveDelayMs = 600;

const sameSettings = (a: LayoutSettings, b: LayoutSettings) =>
  (Object.keys(a) as (keyof LayoutSettings)[]).every((key) => a[key] === b[key]);

/**
 * Keeps the signed-in user's layout choices on the server: once signed in, the server's choices
 * replace this browser's (which only served the first paint); each change the user makes after
 * that is saved, debounced. A user who never saved any keeps this browser's, saved for them when
 * they differ from the defaults. A change made before the server answered wins over its answer.
 */
export function useLayoutPreferencesSync(signedIn: boolean): void {
  const settings = useLayoutSettings();
  const { data } = useQuery(MyLayoutPreferencesDocument, { fetchPolicy: 'network-only', skip: !signedIn });
  const [save] = useMutation(SaveLayoutPreferencesDocument);
  const revisionAtStart = useRef(settings.revision);
  /** The revision the server holds; null until its answer arrived. */
  const savedRevision = useRef<number | null>(null);

  const answer = data?.myLayoutPreferences;
  useEffect(() => {
    if (!answer || savedRevision.current !== null) return;
    const changedMeanwhile = settings.revision !== revisionAtStart.current;
    if (answer.updatedAt !== null && !changedMeanwhile) {
      settings.receive(layoutSettingsOf(layoutValuesOf(answer)));
      savedRevision.current = settings.revision;
    } else {
      const local = layoutSettingsOf(settings);
      // Saved below unless there is nothing of the user's to keep.
      savedRevision.current =
        changedMeanwhile || !sameSettings(local, defaultLayoutPreferences) ? -1 : settings.revision;
    }
    // Runs once, when the answer arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const { color, boxed, sidebarCollapsed, direction, transition, mobileSearch, revision } = settings;
  useEffect(() => {
    if (!signedIn || savedRevision.current === null || savedRevision.current === revision) return;
    const input = layoutInputOf({ color, boxed, sidebarCollapsed, direction, transition, mobileSearch });
    const timer = setTimeout(() => {
      savedRevision.current = revision;
      // A failed save leaves the choice in this browser; the next change tries again.
      save({ variables: { input } }).catch(() => undefined);
    }, layoutSaveDelayMs);
    return () => clearTimeout(timer);
  }, [answer, color, boxed, sidebarCollapsed, direction, transition, mobileSearch, revision, save, signedIn]);
}
