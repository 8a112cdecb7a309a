import { LocaleProvider } from './i18n/LocaleProvider';
import type { Locale } from './i18n/locales';
import { AppRouter } from './routing/AppRouter';
import { FeedbackProvider } from './shell/feedback/FeedbackProvider';
import { AppThemeProvider } from './shell/theme/AppThemeProvider';
import { LayoutSettingsProvider } from './shell/theme/layout-settings';

// Apollo Client is given to the signed-in area by its routes (api/WithApollo.tsx), not here.
export function App({ initialLocale }: { initialLocale: Locale }) {
  return (
    <LocaleProvider initialLocale={initialLocale}>
      <LayoutSettingsProvider>
        <AppThemeProvider>
          <FeedbackProvider>
            <AppRouter />
          </FeedbackProvider>
        </AppThemeProvider>
      </LayoutSettingsProvider>
    </LocaleProvider>
  );
}
