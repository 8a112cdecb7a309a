import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { activateLocale, storedLocale } from './i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The catalog is loaded before the first render so no text flashes in another language.
const locale = storedLocale();
void activateLocale(locale).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App initialLocale={locale} />
    </StrictMode>,
  );
});
