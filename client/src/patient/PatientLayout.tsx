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
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, type ElementType, type ReactNode } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { LocaleMenu } from '../shell/LocaleMenu';
import { useLogout } from '../session/use-logout';
import { brandName } from '../shell/brand';
import { PageHeading } from '../shell/layout/PageHeading';
import { AccessDeniedNotice } from '../shell/access-denied/AccessDeniedNotice';
import { MaintenanceBanner } from '../shell/MaintenanceBanner';
import { PageLoading } from '../shell/RootLayout';
import { tourTargets } from '../shell/welcome-tour/tour-targets';
import { WelcomeTourHost } from '../shell/welcome-tour/WelcomeTourHost';
import { loadPortalServerMessages } from '../i18n/load-portal-server-messages';
import { PatientPhoneNav, phoneNavHeightPx, type PatientLink } from './PatientPhoneNav';

/** The patient area: no staff menu, only their portal, their support requests, their profile and sign-out. */
export function PatientLayout() {
  const { t, i18n } = useLingui();
  const logout = useLogout();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  useEffect(loadPortalServerMessages, []);
  const links: PatientLink[] = [
    { icon: <Home />, label: t`Mi portal`, to: '/paciente' },
    { icon: <SupportAgent />, label: t`Soporte`, to: '/paciente/soporte' },
    { icon: <AccountCircle />, label: t`Perfil`, to: '/profile' },
  ];
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AppBar position="sticky">
        <Toolbar sx={{ gap: 1 }}>
          <Biotech />
          <Typography variant="h6" component="p" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
            {i18n._(brandName)}
          </Typography>
          {/* On a phone the menu is the labelled bar at the bottom (PatientPhoneNav). */}
          <Box
            component={phone ? 'div' : 'nav'}
            aria-label={phone ? undefined : t`Menú del paciente`}
            data-tour={phone ? undefined : tourTargets.menu}
            sx={{ display: 'flex', gap: 1, flexGrow: 1, justifyContent: 'flex-end' }}
          >
            {!phone &&
              links.map((link) => (
                <BarButton key={link.to} icon={link.icon} label={link.label} component={RouterLink} to={link.to} />
              ))}
          </Box>
          <LocaleMenu />
          <BarButton icon={<Logout />} label={t`Cerrar sesión`} onClick={() => void logout()} />
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        maxWidth="md"
        sx={{ pt: { xs: 3, md: 4 }, pb: phone ? `${phoneNavHeightPx + 24}px` : { xs: 3, md: 4 } }}
      >
        <MaintenanceBanner sx={{ mb: 2 }} />
        <AccessDeniedNotice />
        <PageHeading />
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Container>
      {phone && <PatientPhoneNav links={links} />}
      <WelcomeTourHost />
    </Box>
  );
}

type BarButtonProps<C extends ElementType> = ButtonProps<C, { component?: C }> & { icon: ReactNode; label: string };

/** A header button: its icon and its name. */
function BarButton<C extends ElementType = 'button'>({ icon, label, ...props }: BarButtonProps<C>) {
  return (
    <Button color="inherit" startIcon={icon} sx={{ minWidth: 0, flexShrink: 0 }} {...props}>
      {label}
    </Button>
  );
}
