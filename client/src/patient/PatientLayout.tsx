import AccountCircle from '@mui/icons-material/AccountCircle';
import Biotech from '@mui/icons-material/Biotech';
import Home from '@mui/icons-material/Home';
import Logout from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { useLogout } from '../auth/use-logout';
import { LocaleMenu } from '../i18n/LocaleMenu';
import { brandName } from '../shell/brand';
import { PageTitleBar } from '../shell/layout/PageTitleBar';
import { PageLoading } from '../shell/RootLayout';

/** The patient area: no staff menu, only their portal, their profile and sign-out. */
export function PatientLayout() {
  const { t, i18n } = useLingui();
  const logout = useLogout();
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1 }}>
          <Biotech />
          <Typography variant="h6" component="p" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
            {i18n._(brandName)}
          </Typography>
          <Box component="nav" aria-label={t`Menú del paciente`} sx={{ display: 'flex', gap: 1, flexGrow: 1, justifyContent: 'flex-end' }}>
            <Button color="inherit" component={RouterLink} to="/paciente" startIcon={<Home />}>
              <Trans>Mi portal</Trans>
            </Button>
            <Button color="inherit" component={RouterLink} to="/profile" startIcon={<AccountCircle />}>
              <Trans>Perfil</Trans>
            </Button>
          </Box>
          <LocaleMenu />
          <Button color="inherit" onClick={() => void logout()} startIcon={<Logout />}>
            <Trans>Cerrar sesión</Trans>
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
        <PageTitleBar breadcrumb={false} />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
