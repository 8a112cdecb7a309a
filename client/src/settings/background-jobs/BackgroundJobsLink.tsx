import ChevronRight from '@mui/icons-material/ChevronRight';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { BackgroundJobCountsDocument } from '../../gql/graphql';
import { backgroundJobsPath, failedJobsPath } from './background-jobs-path';

/** Ajustes' way to "Tareas en segundo plano" (admins), saying how many failed jobs wait there. */
export function BackgroundJobsLink() {
  const { t } = useLingui();
  const { data } = useQuery(BackgroundJobCountsDocument, { fetchPolicy: 'cache-and-network' });
  const failed = data?.backgroundJobCounts.failed ?? 0;
  const title = t`Tareas en segundo plano`;
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography variant="h6" component="h2" gutterBottom>
            {title}
          </Typography>
          <Typography color="text.secondary">
            <Trans>
              Correos, notificaciones y otros trabajos del portal: en cola, en curso, fallidas y terminadas.
            </Trans>
          </Typography>
        </Box>
        <Button
          component={RouterLink}
          to={backgroundJobsPath}
          variant="outlined"
          endIcon={<ChevronRight sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          <Trans>Ver tareas</Trans>
        </Button>
      </Stack>
      {failed > 0 && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <Button component={RouterLink} to={failedJobsPath} color="inherit" size="small">
              <Trans>Ver fallidas</Trans>
            </Button>
          }
        >
          {t`${plural(failed, {
            one: '# tarea falló en todos sus intentos y espera que la revises.',
            other: '# tareas fallaron en todos sus intentos y esperan que las revises.',
          })}`}
        </Alert>
      )}
    </Paper>
  );
}
