import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useStoredUser } from '../../session/stored-user';
import { PageLoading } from '../RootLayout';
import { useLayoutSettings } from '../theme/layout-settings';
import { AccessDeniedNotice } from '../access-denied/AccessDeniedNotice';
import { useLayoutPreferencesSync } from '../theme/use-layout-preferences-sync';
import { MaintenanceBanner } from '../MaintenanceBanner';
import { UploadsProvider } from '../uploads/UploadsProvider';
import { BoxedBackdrop, boxedMaxWidth } from './boxed-layout';
import { Header } from './Header';
import type { MenuOf } from './menu';
import { PageTitleBar } from './PageTitleBar';
import { PageTransition } from './PageTransition';
import { ScrollTopButton, scrollTopReservePx } from './ScrollTopButton';
import { Sidebar } from './Sidebar';

type Props = {
  /** The entries of each role's sidebar. */
  menuOf: MenuOf;
  /** What the features add to the header (the chat button). */
  headerActions?: ReactNode;
};

/** The staff portal: header, role sidebar, page title bar and the routed page. */
export function StaffLayout({ menuOf, headerActions }: Props) {
  const user = useStoredUser();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const { sidebarCollapsed, boxed, update } = useLayoutSettings();
  const [mobileOpen, setMobileOpen] = useState(false);
  useLayoutPreferencesSync(user !== null);

  if (!user) return null;

  const toggleMenu = () => {
    if (desktop) update({ sidebarCollapsed: !sidebarCollapsed });
    else setMobileOpen((open) => !open);
  };

  return (
    <UploadsProvider>
      {boxed && <BoxedBackdrop />}
      <Box
        sx={{
          display: 'flex',
          minHeight: '100vh',
          ...(boxed && { maxWidth: boxedMaxWidth, mx: 'auto', boxShadow: 3, bgcolor: 'background.default' }),
        }}
      >
        <Header
          userName={user.name}
          menuOpen={desktop ? !sidebarCollapsed : mobileOpen}
          boxed={boxed}
          onToggleMenu={toggleMenu}
          actions={headerActions}
        />
        <Sidebar
          user={user}
          menuOf={menuOf}
          desktop={desktop}
          collapsed={sidebarCollapsed}
          boxed={boxed}
          mobileOpen={mobileOpen}
          onMobileClose={() => setMobileOpen(false)}
        />
        <Box
          component="main"
          sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, md: 3 }, pt: { xs: 2, md: 3 }, pb: `${scrollTopReservePx}px` }}
        >
          <Toolbar />
          <Container maxWidth={boxed ? 'lg' : false} disableGutters>
            <MaintenanceBanner sx={{ mb: 2 }} />
            <AccessDeniedNotice />
            <PageTitleBar />
            <PageTransition>
              <Suspense fallback={<PageLoading />}>
                <Outlet />
              </Suspense>
            </PageTransition>
          </Container>
        </Box>
        <ScrollTopButton />
      </Box>
    </UploadsProvider>
  );
}
