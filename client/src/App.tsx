import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router-dom';
import { apolloClient } from './api/apollo-client';
import { LocaleProvider } from './i18n/LocaleProvider';
import type { Locale } from './i18n/locales';
import { router } from './routing/router';
import { FeedbackProvider } from './shell/feedback/FeedbackProvider';
import { AppThemeProvider } from './shell/theme/AppThemeProvider';
import { LayoutSettingsProvider } from './shell/theme/layout-settings';

export function App({ initialLocale }: { initialLocale: Locale }) {
  return (
    <LocaleProvider initialLocale={initialLocale}>
      <LayoutSettingsProvider>
        <AppThemeProvider>
          <ApolloProvider client={apolloClient}>
            <FeedbackProvider>
              <RouterProvider router={router} />
            </FeedbackProvider>
          </ApolloProvider>
        </AppThemeProvider>
      </LayoutSettingsProvider>
    </LocaleProvider>
  );
}
