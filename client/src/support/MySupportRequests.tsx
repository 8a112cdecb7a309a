import { useQuery } from '@apollo/client/react';
import ChevronRight from '@mui/icons-material/ChevronRight';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { MySupportRequestsDocument } from '../gql/graphql';
import { EmptyState } from '../shell/EmptyState';
import { QueryState } from '../shell/QueryState';
import { formatLabDateTime } from '../shell/format/lab-time';
import { ShowMoreButton } from '../shell/paging/ShowMoreButton';
import { useShowMore } from '../shell/paging/use-show-more';
import { useShownRows } from '../shell/paging/use-shown-rows';
import { SupportStateChip } from './SupportStateChip';
import type { SupportPaths } from './support-labels';

/** "Mis solicitudes": the signed-in user's requests, most recent activity first, and "Nueva solicitud". */
export function MySupportRequests({ paths }: { paths: SupportPaths }) {
  const { t, i18n } = useLingui();
  // How many are shown lives in the URL (?shown=40), so Back from a request shows the same ones.
  const rows = useShownRows(20);
  const result = useQuery(MySupportRequestsDocument, {
    variables: { first: rows.first, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const more = useShowMore(result, 'mySupportRequests', rows.remember);
  const requests = result.data?.mySupportRequests.edges.map((edge) => edge.node) ?? null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h2">
          <Trans>Mis solicitudes</Trans>
        </Typography>
        <Button component={RouterLink} to={paths.create} variant="contained">
          <Trans>Nueva solicitud</Trans>
        </Button>
      </Stack>
      {!requests ? (
        <QueryState loading={result.loading} error={result.error} onRetry={() => void result.refetch()} />
      ) : requests.length === 0 ? (
        <EmptyState icon={SupportAgent} message={t`Aún no has enviado solicitudes de soporte.`}>
          <Typography variant="body2" sx={{ mt: 1 }}>
            <Trans>¿Tienes un problema o una duda? Escríbenos y el equipo de soporte te responderá.</Trans>
          </Typography>
        </EmptyState>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={t`Mis solicitudes`}>
            {requests.map((request) => {
              const when = formatLabDateTime(request.lastActivityAt, i18n.locale);
              const answers = request.replies.filter((reply) => reply.fromSupport).length;
              return (
                <ListItemButton key={request.id} component={RouterLink} to={paths.detail(request.id)} divider>
                  <ListItemText
                    primary={request.subject}
                    secondary={
                      answers > 0
                        ? t`Última actividad: ${when} · ${plural(answers, { one: '# respuesta de soporte', other: '# respuestas de soporte' })}`
                        : t`Última actividad: ${when}`
                    }
                    slotProps={{ primary: { sx: { fontWeight: 500, overflowWrap: 'anywhere' } } }}
                  />
                  <SupportStateChip state={request.state} />
                  <ChevronRight color="action" sx={{ ml: 1 }} aria-hidden />
                </ListItemButton>
              );
            })}
          </List>
        </Paper>
      )}
      <ShowMoreButton more={more} />
    </Stack>
  );
}
