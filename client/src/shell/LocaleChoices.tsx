import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { locales, type Locale } from '../i18n/locales';

/** The languages of LocaleMenu, each named in itself, the one in use checked. */
export function LocaleChoices({
  anchor,
  locale,
  onChoose,
  onClose,
}: {
  anchor: HTMLElement | null;
  locale: Locale;
  onChoose: (code: Locale) => void;
  onClose: () => void;
}) {
  return (
    <Menu id="locale-menu" anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {locales.map((entry) => (
        <MenuItem
          key={entry.code}
          selected={entry.code === locale}
          onClick={() => onChoose(entry.code)}
          lang={entry.code}
          dir={entry.dir}
        >
          <ListItemIcon>{entry.code === locale ? <Check fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{entry.name}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
