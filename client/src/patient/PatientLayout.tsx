import AccountCircle from '@mui/icons-material/AccountCircle';
import Biotech from '@mui/icons-material/Biotech';
import Home from '@mui/icons-material/Home';
import Logout from '@mui/icons-material/Logout';
import SupportAgent from '@mui/icons-material/SupportAgent';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { Suspense, type ElementType, type ReactNode } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { LocaleMenu } from '../i18n/LocaleMenu';
import { useLogout } from '../session/use-logout';
import { brandName } from '../shell/brand';
import { PageTitleBar } from '../shell/layout/PageTitleBar';
import { AccessDeniedNotice } from '../shell/access-denied/AccessDeniedNotice';
import { MaintenanceBanner } from '../shell/MaintenanceBanner';
import { PageLoading } from '../shell/RootLayout';
import { tourTargets } from '../shell/welcome-tour/tour-targets';
import { WelcomeTourHost } from '../shell/welcome-tour/WelcomeTourHost';
// The server messages of the signed-in area's features, translated from here on.
import '../i18n/portal-server-messages';

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
          <Box
            component="nav"
            aria-label={t`Menú del paciente`}
            data-tour={tourTargets.menu}
            sx={{ display: 'flex', gap: 1, flexGrow: 1, justifyContent: 'flex-end' }}
          >
            <BarButton icon={<Home />} label={t`Mi portal`} component={RouterLink} to="/paciente" />
            <BarButton icon={<SupportAgent />} label={t`Soporte`} component={RouterLink} to="/paciente/soporte" />
            <BarButton icon={<AccountCircle />} label={t`Perfil`} component={RouterLink} to="/profile" />
          </Box>
          <LocaleMenu />
          <BarButton icon={<Logout />} label={t`Cerrar sesión`} onClick={() => void logout()} />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 4 } }}>
        <MaintenanceBanner sx={{ mb: 2 }} />
        <AccessDeniedNotice />
        <PageTitleBar breadcrumb={false} />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Container>
      <WelcomeTourHost />
    </Box>
  );
}

type BarButtonProps<C extends ElementType> = ButtonProps<C, { component?: C }> & { icon: ReactNode; label: string };

/** A header button that keeps only its icon on phones (its label stays as the accessible name). */
function BarButton<C extends ElementType = 'button'>({ icon, label, sx, ...props }: BarButtonProps<C>) {
  return (
    <Button
      color="inherit"
      startIcon={icon}
      aria-label={label}
      sx={[
        {
          minWidth: 0,
          '& .MuiButton-startIcon': { marginInlineStart: { xs: 0, sm: -0.5 }, marginInlineEnd: { xs: 0, sm: 1 } },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...props}
    >
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {label}
      </Box>
    </Button>
  );
}
