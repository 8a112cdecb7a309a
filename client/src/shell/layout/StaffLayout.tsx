import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { ChatDialogHost } from '../../chat/ChatDialogHost';
import { useStoredUser } from '../../session/stored-user';
import { PageLoading } from '../RootLayout';
import { useLayoutSettings } from '../theme/layout-settings';
import { Header } from './Header';
import { PageTitleBar } from './PageTitleBar';
import { ScrollTopButton } from './ScrollTopButton';
import { Sidebar } from './Sidebar';

/** The staff portal: header, role sidebar, page title bar, the routed page and the chat dialog. */
export function StaffLayout() {
  const user = useStoredUser();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const { sidebarCollapsed, boxed, update } = useLayoutSettings();
  const [mobileOpen, setMobileOpen] = useState(false);

  if (!user) return null;

  const toggleMenu = () => {
    if (desktop) update({ sidebarCollapsed: !sidebarCollapsed });
    else setMobileOpen((open) => !open);
  };

  return (
    <ChatDialogHost>
      <Box
        sx={{
          display: 'flex',
          minHeight: '100vh',
          ...(boxed && { maxWidth: 1280, mx: 'auto', boxShadow: 3, bgcolor: 'background.default' }),
        }}
      >
        <Header
          userName={user.name}
          menuOpen={desktop ? !sidebarCollapsed : mobileOpen}
          boxed={boxed}
          onToggleMenu={toggleMenu}
        />
        <Sidebar
          user={user}
          desktop={desktop}
          collapsed={sidebarCollapsed}
          boxed={boxed}
          mobileOpen={mobileOpen}
          onMobileClose={() => setMobileOpen(false)}
        />
        <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
          <Toolbar />
          <Container maxWidth={boxed ? 'lg' : false} disableGutters>
            <PageTitleBar />
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </Container>
        </Box>
        <ScrollTopButton />
      </Box>
    </ChatDialogHost>
  );
}
