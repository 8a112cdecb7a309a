import Biotech from '@mui/icons-material/Biotech';
import Login from '@mui/icons-material/Login';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { LocaleMenu } from '../shell/LocaleMenu';
import { useStoredUser } from '../session/stored-user';
import { brandName } from '../shell/brand';
import { PublicMaintenanceBanner } from '../shell/PublicMaintenanceBanner';
import { PageLoading } from '../shell/RootLayout';
import { LegalLinks } from './LegalLinks';

/** Layout of the public course pages: brand bar, language, no staff menu; the legal links at the foot. */
export function PublicLayout() {
  const { t, i18n } = useLingui();
  const user = useStoredUser();
  const portal = user ? { to: '/', label: t`Ir al portal` } : { to: '/login', label: t`Iniciar sesión` };
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky">
        <Toolbar>
          <Box
            component={RouterLink}
            to="/aula_courses"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: 'inherit',
              textDecoration: 'none',
              minWidth: 0,
            }}
          >
            <Biotech />
            <Typography variant="h6" component="p" noWrap sx={{ fontSize: { xs: '1rem', sm: '1.25rem' } }}>
              {i18n._(brandName)}
            </Typography>
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LocaleMenu />
          {/* On a phone the bar keeps one line: the sign-in link becomes an icon. */}
          <Button
            color="inherit"
            component={RouterLink}
            to={portal.to}
            sx={{ display: { xs: 'none', sm: 'inline-flex' }, whiteSpace: 'nowrap' }}
          >
            {portal.label}
          </Button>
          <IconButton
            color="inherit"
            component={RouterLink}
            to={portal.to}
            aria-label={portal.label}
            sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
          >
            <Login />
          </IconButton>
        </Toolbar>
      </AppBar>
      {/* Container's maxWidth="lg" in Box, which every page already has (Container is 0.8 KB brotli). */}
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          width: '100%',
          boxSizing: 'border-box',
          maxWidth: 'lg',
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: { xs: 3, md: 5 },
        }}
      >
        <PublicMaintenanceBanner sx={{ mb: 3 }} />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <LegalLinks />
    </Box>
  );
}
