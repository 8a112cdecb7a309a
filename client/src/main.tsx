import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { activateLocale, storedLocale } from './i18n/i18n';
import { preloadPublicPage } from './routing/router';
import { preloadSignedInPage } from './routing/signed-in-routes';
import { prepareDirection } from './i18n/rtl-styles';
import { storedLayoutSettings } from './shell/theme/layout-settings';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The catalog is loaded before the first render so no text flashes in another language, and so
// are the right-to-left styles when the user chose that direction whatever the language.
// The public page's code comes at the same time as the texts, not after them.
preloadPublicPage(window.location.pathname);
const locale = storedLocale();
const rtlChosen = storedLayoutSettings().direction === 'rtl';
void Promise.all([activateLocale(locale), rtlChosen ? prepareDirection('rtl').catch(() => undefined) : undefined]).then(
  () => {
    // As a transition, the first render yields to the browser every few milliseconds instead of
    // holding the main thread for as long as the page takes to draw (a phone's taps wait meanwhile).
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App initialLocale={locale} />
        </StrictMode>,
      ),
    );
  },
);
// After the activation above started: the portal's texts it then loads come with the locale's own.
preloadSignedInPage(window.location);
