import Check from '@mui/icons-material/Check';
import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { loadedApolloClient } from '../api/apollo-state';
import { requestPublic } from '../api/public-graphql';
import { SetPreferredLocaleDocument, type Locale as LocaleEnumName } from '../gql/graphql';
import { getStoredUser } from '../session/stored-user';
import { useLocale } from '../i18n/LocaleProvider';
import { localeEnumName, locales, type Locale } from '../i18n/locales';

/**
 * Language menu: each language named in itself; the choice is stored and applied at once, and for
 * a signed-in user it also becomes the language of their emails.
 */
export function LocaleMenu({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useLingui();
  const { locale, changeLocale } = useLocale();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(event) => setAnchor(event.currentTarget)}
        // The accessible name holds the visible language name (WCAG 2.5.3, label in name).
        aria-label={t`Idioma: ${languageName}`}
        aria-haspopup="menu"
        aria-controls={anchor ? 'locale-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ textTransform: 'none' }}
      >
        <span lang={locale}>{languageName}</span>
      </Button>
      <Menu id="locale-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {locales.map((entry) => (
          <MenuItem
            key={entry.code}
            selected={entry.code === locale}
            onClick={() => choose(entry.code)}
            lang={entry.code}
            dir={entry.dir}
          >
            <ListItemIcon>{entry.code === locale ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{entry.name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
