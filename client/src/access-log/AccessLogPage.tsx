import ManageSearch from '@mui/icons-material/ManageSearch';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { serverErrorMessage } from '../api/graphql-errors';
import { EmptyState } from '../shell/EmptyState';
import { useLoading, useSnackbar } from '../shell/feedback/feedback-context';
import { QueryState } from '../shell/QueryState';
import { downloadAccessLogCsv } from './access-log-export';
import { type AccessLogFilterState, emptyFilter, filterVariables } from './access-log-filter';
import { AccessLogFilters } from './AccessLogFilters';
import { AccessLogTable } from './AccessLogTable';
import { useClinicalAccessLog } from './use-clinical-access-log';

/**
 * /access-log (admin): who read patients' records, study lists and studies, opened or
 * downloaded files and chat attachments, and every refused attempt; filtered, paged, exported.
 */
export function AccessLogPage() {
  const { t } = useLingui();
  const snackbar = useSnackbar();
  const loading = useLoading();
  const [state, setState] = useState<AccessLogFilterState>(emptyFilter);
  const checked = filterVariables(state);
  const filter = 'filter' in checked ? checked.filter : null;
  const { log, error, refetch, showMore, loadingMore, loading: fetching } = useClinicalAccessLog(filter);
  const filtered = Boolean(state.user || state.patient || state.from || state.until);

  const exportCsv = async () => {
    if (!filter) return;
    try {
      await loading.during(downloadAccessLogCsv(filter));
    } catch (failure) {
      snackbar.error(failure instanceof Error ? failure.message : String(failure));
    }
  };
  const more = () => showMore().catch((failure: unknown) => snackbar.error(serverErrorMessage(failure)));

  const entries = log?.edges.map((edge) => edge.node) ?? [];
  const total = log?.totalCount ?? 0;
  const shown = entries.length;

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        <Trans>
          Lecturas de expedientes, listas de estudios y estudios, archivos vistos o descargados, adjuntos del chat e
          intentos rechazados. Fechas en hora de la Ciudad de México.
        </Trans>
      </Typography>
      <AccessLogFilters
        value={state}
        onChange={setState}
        problem={'filter' in checked ? null : checked}
        onExport={() => void exportCsv()}
        canExport={Boolean(filter) && total > 0}
      />
      {!filter ? null : !log ? (
        <QueryState loading={fetching} error={error} onRetry={refetch} />
      ) : entries.length === 0 ? (
        <EmptyState
          icon={ManageSearch}
          message={filtered ? t`Ningún acceso coincide con los filtros.` : t`Aún no hay accesos registrados.`}
        />
      ) : (
        <>
          <AccessLogTable entries={entries} />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary" role="status">
              <Trans>
                Mostrando {shown} de {total} registros
              </Trans>
            </Typography>
            {log.pageInfo.hasNextPage && (
              <Button onClick={() => void more()} disabled={loadingMore}>
                <Trans>Mostrar más</Trans>
              </Button>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
