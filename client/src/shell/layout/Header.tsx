import Biotech from '@mui/icons-material/Biotech';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LocaleMenu } from '../LocaleMenu';
import { brandName } from '../brand';
import { tourTargets } from '../welcome-tour/tour-targets';
import { UploadsIndicator } from '../uploads/UploadsIndicator';
import { boxedMaxWidth } from './boxed-layout';
import { FullscreenToggle } from './FullscreenToggle';
import { SettingsMenu } from './SettingsMenu';

type Props = {
  userName: string;
  menuOpen: boolean;
  boxed: boolean;
  onToggleMenu: () => void;
  /** Buttons the features add before the language menu (the chat's). */
  actions?: ReactNode;
};

export function Header({ userName, menuOpen, boxed, onToggleMenu, actions }: Props) {
  const { t, i18n } = useLingui();
  return (
    <AppBar
      position="fixed"
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        ...(boxed && { maxWidth: boxedMaxWidth, insetInline: 0, mx: 'auto' }),
      }}
    >
      <Toolbar>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onToggleMenu}
          aria-label={t`Mostrar u ocultar el menú`}
          aria-expanded={menuOpen}
          data-tour={tourTargets.menuToggle}
          sx={{ marginInlineEnd: 1 }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to="/"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
        >
          <Biotech />
          <Typography variant="h6" component="span" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
            {i18n._(brandName)}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <UploadsIndicator />
        <FullscreenToggle />
        {actions}
        <LocaleMenu />
        <SettingsMenu />
        <Typography
          variant="body2"
          noWrap
          sx={{ display: { xs: 'none', md: 'block' }, marginInlineStart: 1, maxWidth: 200 }}
        >
          {userName}
        </Typography>
      </Toolbar>
    </AppBar>
  );
}
