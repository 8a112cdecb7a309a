import Biotech from '@mui/icons-material/Biotech';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { LocaleMenu } from '../i18n/LocaleMenu';
import { useStoredUser } from '../session/stored-user';
import { brandName } from '../shell/brand';
import { PageLoading } from '../shell/RootLayout';

/** Layout of the public course pages: brand bar, language, no staff menu. */
export function PublicLayout() {
  const { i18n } = useLingui();
  const user = useStoredUser();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky">
        <Toolbar>
          <Box
            component={RouterLink}
            to="/aula_courses"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
          >
            <Biotech />
            <Typography variant="h6" component="p" noWrap>
              {i18n._(brandName)}
            </Typography>
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LocaleMenu />
          <Button color="inherit" component={RouterLink} to={user ? '/' : '/login'}>
            {user ? <Trans>Ir al portal</Trans> : <Trans>Iniciar sesión</Trans>}
          </Button>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 3, md: 5 } }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}
