import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export const colorThemes = ['blue', 'red', 'amber', 'teal', 'lightBlue', 'green'] as const;
export type ColorTheme = (typeof colorThemes)[number];

export type LayoutSettings = {
  color: ColorTheme;
  /** Content in a centred box instead of full width. */
  boxed: boolean;
  /** Desktop sidebar reduced to icons. */
  sidebarCollapsed: boolean;
};

const storageKey = 'layout-settings';
const defaults: LayoutSettings = { color: 'blue', boxed: false, sidebarCollapsed: false };

function readSettings(): LayoutSettings {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Partial<LayoutSettings>;
    return {
      color: colorThemes.includes(stored.color as ColorTheme) ? (stored.color as ColorTheme) : defaults.color,
      boxed: stored.boxed === true,
      sidebarCollapsed: stored.sidebarCollapsed === true,
    };
  } catch {
    return defaults;
  }
}

type LayoutSettingsValue = LayoutSettings & {
  update: (patch: Partial<LayoutSettings>) => void;
};

const LayoutSettingsContext = createContext<LayoutSettingsValue | null>(null);

export function LayoutSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState<LayoutSettings>(readSettings);

  const update = useCallback((patch: Partial<LayoutSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...patch };
      try {
        localStorage.setItem(storageKey, JSON.stringify(next));
      } catch {
        // Settings then last for this page only.
      }
      return next;
    });
  }, []);

  const value = useMemo(() => ({ ...settings, update }), [settings, update]);
  return <LayoutSettingsContext.Provider value={value}>{children}</LayoutSettingsContext.Provider>;
}

export function useLayoutSettings(): LayoutSettingsValue {
  const value = useContext(LayoutSettingsContext);
  if (!value) throw new Error('useLayoutSettings must be used inside <LayoutSettingsProvider>');
  return value;
}
