import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { loadedApolloClient } from '../api/apollo-state';
import { requestPublic } from '../api/public-graphql';
import { SetPreferredLocaleDocument, type Locale as LocaleEnumName } from '../gql/graphql';
import { getStoredUser } from '../session/stored-user';
import { useLocale } from '../i18n/LocaleProvider';
import { localeEnumName, locales, type Locale } from '../i18n/locales';

// The menu's code (MUI's Menu, Popover and Modal) is fetched on the first opening: a first visit
// to a public page shows only the button.
const LocaleChoices = lazy(async () => ({ default: (await import('./LocaleChoices')).LocaleChoices }));

/**
 * Language menu: each language named in itself; the choice is stored and applied at once, and for
 * a signed-in user it also becomes the language of their emails.
 */
export function LocaleMenu({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useLingui();
  const { locale, changeLocale } = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened the menu stays mounted, so that closing it plays its transition.
  const [opened, setOpened] = useState(false);
  const current = locales.find((entry) => entry.code === locale);
  const languageName = current?.name ?? '';

  const choose = (code: Locale) => {
    setAnchor(null);
    void changeLocale(code);
    if (!getStoredUser()) return;
    // A failure is not worth an error message: the next sign-in stores the language in use anyway.
    const variables = { locale: localeEnumName(code) as LocaleEnumName };
    // Through Apollo when the signed-in area has loaded it, so its cached user learns the language.
    const apollo = loadedApolloClient();
    const saving = apollo
      ? apollo.mutate({ mutation: SetPreferredLocaleDocument, variables })
      : requestPublic(SetPreferredLocaleDocument, variables);
    saving.catch(() => undefined);
  };

  return (
    <>
      <Button
        color={color}
        // Explicit test id: MUI adds icon test ids only in development builds.
        startIcon={<Translate data-testid="TranslateIcon" />}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        // The accessible name holds the visible language name (WCAG 2.5.3, label in name).
        aria-label={t`Idioma: ${languageName}`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'locale-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ textTransform: 'none' }}
      >
        <span lang={locale}>{languageName}</span>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LocaleChoices anchor={anchor} locale={locale} onChoose={choose} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
