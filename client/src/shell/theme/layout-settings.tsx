import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  colorThemes,
  defaultLayoutPreferences,
  layoutDirections,
  pageTransitions,
  type LayoutPreferences,
} from '../../../../shared/layout-preferences';

export {
  colorThemes,
  layoutDirections,
  pageTransitions,
  type ColorTheme,
  type LayoutDirection,
  type PageTransition,
} from '../../../../shared/layout-preferences';

/** The layout choices of the appearance menu (SPEC point 1). */
export type LayoutSettings = LayoutPreferences;

// The browser keeps the last choices for the first paint and offline; the server keeps them per
// user (use-layout-preferences-sync.ts), so they follow the user to another device.
const storageKey = 'layout-settings';

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

const onOff = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/** Any stored or received value made valid: what is missing or unknown takes its default. */
export function layoutSettingsOf(stored: Partial<Record<keyof LayoutSettings, unknown>>): LayoutSettings {
  const d = defaultLayoutPreferences;
  return {
    color: oneOf(colorThemes, stored.color, d.color),
    boxed: onOff(stored.boxed, d.boxed),
    sidebarCollapsed: onOff(stored.sidebarCollapsed, d.sidebarCollapsed),
    direction: oneOf(layoutDirections, stored.direction, d.direction),
    transition: oneOf(pageTransitions, stored.transition, d.transition),
    mobileSearch: onOff(stored.mobileSearch, d.mobileSearch),
  };
}

/** The choices kept in this browser. */
export function storedLayoutSettings(): LayoutSettings {
  try {
    return layoutSettingsOf(JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Record<string, unknown>);
  } catch {
    return { ...defaultLayoutPreferences };
  }
}

function store(settings: LayoutSettings): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(settings));
  } catch {
    // Settings then last for this page only.
  }
}

type LayoutSettingsValue = LayoutSettings & {
  /** A choice of the user: kept here and, once the user's own are known, saved for them. */
  update: (patch: Partial<LayoutSettings>) => void;
  /** The user's choices as the server keeps them (after sign-in): shown, kept here, not saved back. */
  receive: (settings: LayoutSettings) => void;
  /** Counts the user's own changes, so the server sync saves only those. */
  revision: number;
};

const LayoutSettingsContext = createContext<LayoutSettingsValue | null>(null);

export function LayoutSettingsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(() => ({ settings: storedLayoutSettings(), revision: 0 }));

  const update = useCallback((patch: Partial<LayoutSettings>) => {
    setState((current) => {
      const settings = { ...current.settings, ...patch };
      store(settings);
      return { settings, revision: current.revision + 1 };
    });
  }, []);

  const receive = useCallback((settings: LayoutSettings) => {
    store(settings);
    setState((current) => ({ ...current, settings }));
  }, []);

  const value = useMemo(
    () => ({ ...state.settings, revision: state.revision, update, receive }),
    [state, update, receive],
  );
  return <LayoutSettingsContext.Provider value={value}>{children}</LayoutSettingsContext.Provider>;
}

export function useLayoutSettings(): LayoutSettingsValue {
  const value = useContext(LayoutSettingsContext);
  if (!value) throw new Error('useLayoutSettings must be used inside <LayoutSettingsProvider>');
  return value;
}
