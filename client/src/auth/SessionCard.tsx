import Biotech from '@mui/icons-material/Biotech';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { LocaleMenu } from '../shell/LocaleMenu';
import { brandName } from '../shell/brand';
import { PublicMaintenanceBanner } from '../shell/PublicMaintenanceBanner';
import { useDocumentTitle } from '../shell/use-document-title';

/** Centred card of the session screens (login, password recovery) with the brand and language. */
export function SessionCard({ title, children }: { title: string; children: ReactNode }) {
  const { i18n } = useLingui();
  useDocumentTitle(title);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: (theme) =>
          `linear-gradient(160deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
      }}
    >
      <PublicMaintenanceBanner sx={{ width: '100%', maxWidth: 440, mb: 2 }} />
      <Paper elevation={6} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'primary.main' }}>
            <Biotech />
            <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
              {i18n._(brandName)}
            </Typography>
          </Stack>
          <LocaleMenu color="primary" />
        </Stack>
        <Typography variant="h5" component="h1" gutterBottom sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Box>
  );
}
