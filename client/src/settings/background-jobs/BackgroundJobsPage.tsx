import Refresh from '@mui/icons-material/Refresh';
import Sync from '@mui/icons-material/Sync';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BackgroundJobState } from '../../gql/graphql';
import { EmptyState } from '../../shell/EmptyState';
import { QueryState } from '../../shell/QueryState';
import { ShowMoreButton } from '../../shell/paging/ShowMoreButton';
import { shownKey } from '../../shell/paging/use-shown-rows';
import { useUrlParams } from '../../shell/url-state/use-url-params';
import { BackgroundJobsTable } from './BackgroundJobsTable';
import { useBackgroundJobs } from './use-background-jobs';
import { useRetryBackgroundJob } from './use-retry-background-job';

/**
 * The filter's states, in the order a job goes through them; a failed one waits in Fallidas. Chips
 * rather than tabs: MUI's tabs here split a chunk that every public page loads (scripts/bundle-report.mjs).
 */
const filters = ['QUEUED', 'RUNNING', 'FAILED', 'DONE'] as const satisfies readonly BackgroundJobState[];
type FilterState = (typeof filters)[number];

/**
 * "Tareas en segundo plano" (/admin/jobs, admin, reached from Ajustes): the work the portal does
 * after answering (emails, push deliveries, images, sweeps) by state (a filter whose chips carry the
 * counts, in the URL as ?state=); newest
 * first, read again every few seconds; a failed job is run again with "Reintentar".
 */
export function BackgroundJobsPage() {
  const { t } = useLingui();
  const { params, update } = useUrlParams();
  const state: FilterState = filters.find((known) => known === params.get('state')) ?? 'QUEUED';
  const list = useBackgroundJobs(state);
  const { retry, retrying } = useRetryBackgroundJob(list.refetch);
  const labels: Record<FilterState, string> = {
    QUEUED: t`En cola`,
    RUNNING: t`En curso`,
    FAILED: t`Fallidas`,
    DONE: t`Terminadas`,
  };
  const counts: Record<FilterState, number> | null = list.counts && {
    QUEUED: list.counts.queued,
    RUNNING: list.counts.running,
    FAILED: list.counts.failed,
    DONE: list.counts.done,
  };
  const empty: Record<FilterState, string> = {
    QUEUED: t`No hay tareas en cola.`,
    RUNNING: t`No hay tareas en curso.`,
    FAILED: t`No hay tareas fallidas.`,
    DONE: t`No hay tareas terminadas en la última semana.`,
  };
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        <Trans>
          Correos, notificaciones y otros trabajos que el portal hace después de responder. Una tarea que falla se
          reintenta sola, cada vez con más espera; si agota sus intentos queda en Fallidas hasta que la reintentes.
        </Trans>
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack
          direction="row"
          role="group"
          aria-label={t({ message: 'Estado', context: 'situación de un elemento de una lista' })}
          sx={{ flexWrap: 'wrap', gap: 1 }}
        >
          {filters.map((value) => (
            <Chip
              key={value}
              clickable
              aria-pressed={value === state}
              color={value === state ? 'primary' : 'default'}
              variant={value === state ? 'filled' : 'outlined'}
              label={counts ? `${labels[value]} (${counts[value]})` : labels[value]}
              onClick={() => update({ state: value === 'QUEUED' ? null : value, [shownKey]: null })}
            />
          ))}
        </Stack>
        <Button startIcon={<Refresh />} onClick={list.refetch} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
          <Trans>Actualizar</Trans>
        </Button>
      </Stack>
      {!list.jobs ? (
        <QueryState loading={list.loading} error={list.error} onRetry={list.refetch} />
      ) : list.jobs.length === 0 ? (
        <EmptyState icon={Sync} message={empty[state]} />
      ) : (
        <BackgroundJobsTable
          state={state}
          jobs={list.jobs}
          label={labels[state]}
          onRetry={(job) => void retry(job.id)}
          retrying={retrying}
        />
      )}
      <ShowMoreButton more={list.more} />
    </Stack>
  );
}
