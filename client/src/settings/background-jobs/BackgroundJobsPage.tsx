import Refresh from '@mui/icons-material/Refresh';
import Sync from '@mui/icons-material/Sync';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
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

/** The tabs, in the order a job goes through them; a failed one waits in Fallidas. */
const tabs = ['QUEUED', 'RUNNING', 'FAILED', 'DONE'] as const satisfies readonly BackgroundJobState[];
type TabState = (typeof tabs)[number];

/**
 * "Tareas en segundo plano" (/admin/jobs, admin, reached from Ajustes): the work the portal does
 * after answering (emails, push deliveries, images, sweeps) by state, in the URL as ?state=; newest
 * first, read again every few seconds; a failed job is run again with "Reintentar".
 */
export function BackgroundJobsPage() {
  const { t } = useLingui();
  const { params, update } = useUrlParams();
  const state: TabState = tabs.find((known) => known === params.get('state')) ?? 'QUEUED';
  const list = useBackgroundJobs(state);
  const { retry, retrying } = useRetryBackgroundJob(list.refetch);
  const labels: Record<TabState, string> = {
    QUEUED: t`En cola`,
    RUNNING: t`En curso`,
    FAILED: t`Fallidas`,
    DONE: t`Terminadas`,
  };
  const counts: Record<TabState, number> | null = list.counts && {
    QUEUED: list.counts.queued,
    RUNNING: list.counts.running,
    FAILED: list.counts.failed,
    DONE: list.counts.done,
  };
  const empty: Record<TabState, string> = {
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
        <Tabs
          value={state}
          onChange={(_, next: TabState) => update({ state: next === 'QUEUED' ? null : next, [shownKey]: null })}
          variant="scrollable"
          aria-label={t({ message: 'Estado', context: 'situación de un elemento de una lista' })}
        >
          {tabs.map((value) => (
            <Tab key={value} value={value} label={counts ? `${labels[value]} (${counts[value]})` : labels[value]} />
          ))}
        </Tabs>
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
