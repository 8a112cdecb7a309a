import Replay from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { BackgroundJobFieldsFragment, BackgroundJobState } from '../../gql/graphql';
import { formatLabDateTime } from '../../shell/format/lab-time';

type Job = BackgroundJobFieldsFragment;

type Props = {
  state: BackgroundJobState;
  jobs: Job[];
  /** The accessible name of the table: the state it shows. */
  label: string;
  onRetry: (job: Job) => void;
  /** The job whose retry is on its way, if any: its button waits. */
  retrying: string | null;
};

/**
 * The jobs in one state: what each does (with why its last attempt failed, for a failed or waiting
 * one), its attempts, when it was stored and what time matters in its state (when it runs next,
 * started, failed or finished); a failed one has "Reintentar".
 */
export function BackgroundJobsTable({ state, jobs, label, onRetry, retrying }: Props) {
  const { t, i18n } = useLingui();
  const moment = (instant: string | null | undefined) =>
    instant ? formatLabDateTime(instant, i18n.locale, { seconds: true }) : '—';
  const failed = state === 'FAILED';
  const showsError = failed || state === 'QUEUED';
  const when: Partial<Record<BackgroundJobState, { header: string; of: (job: Job) => string | null }>> = {
    QUEUED: { header: t`Próximo intento`, of: (job) => job.nextAttemptAt ?? null },
    RUNNING: { header: t`Iniciada`, of: (job) => job.startedAt ?? null },
    FAILED: { header: t`Falló`, of: (job) => job.finishedAt ?? null },
    DONE: { header: t`Terminada`, of: (job) => job.finishedAt ?? null },
    CANCELLED: { header: t`Cancelada`, of: (job) => job.finishedAt ?? null },
  };
  const column = when[state];
  // The first run and each retry it is allowed.
  const attemptsOf = ({ attempts, retryLimit }: Job) => {
    const allowed = retryLimit + 1;
    return t`${attempts} de ${allowed}`;
  };
  return (
    <TableContainer component={Paper}>
      <Table aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Tarea`}</TableCell>
            <TableCell>{t`Intentos`}</TableCell>
            <TableCell>{t`Creada`}</TableCell>
            {column && <TableCell>{column.header}</TableCell>}
            {failed && <TableCell align="right">{t`Acciones`}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.map((job) => (
            <TableRow key={job.id} hover>
              <TableCell sx={{ minWidth: 220, maxWidth: 520 }}>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {job.title}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="div" dir="ltr">
                  {job.kind}
                </Typography>
                {showsError && job.error && (
                  <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                    {failed ? t`Error:` : t`Último error:`}{' '}
                    <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace' }}>
                      {job.error}
                    </Box>
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{attemptsOf(job)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{moment(job.createdAt)}</TableCell>
              {column && <TableCell sx={{ whiteSpace: 'nowrap' }}>{moment(column.of(job))}</TableCell>}
              {failed && (
                <TableCell align="right">
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<Replay />}
                    disabled={retrying === job.id}
                    onClick={() => onRetry(job)}
                  >
                    {t`Reintentar`}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
