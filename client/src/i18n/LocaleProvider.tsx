import { I18nProvider } from '@lingui/react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { activateLocale, i18n } from './i18n';
import { directionOf, type Direction, type Locale } from './locales';

type LocaleContextValue = {
  locale: Locale;
  direction: Direction;
  changeLocale: (locale: Locale) => Promise<void>;
};

const LocaleContext = createContext<LocaleContextValue | null>(null);

/** Holds the active locale; the first catalog is activated in main.tsx before rendering. */
export function LocaleProvider({ initialLocale, children }: { initialLocale: Locale; children: ReactNode }) {
  const [locale, setLocale] = useState<Locale>(initialLocale);

  const changeLocale = useCallback(async (next: Locale) => {
    await activateLocale(next);
    setLocale(next);
  }, []);

  const value = useMemo(() => ({ locale, direction: directionOf(locale), changeLocale }), [locale, changeLocale]);

  return (
    <LocaleContext.Provider value={value}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside <LocaleProvider>');
  return value;
}
