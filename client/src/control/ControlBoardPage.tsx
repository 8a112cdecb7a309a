import { useQuery } from '@apollo/client/react';
import { useTheme } from '@mui/material/styles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ControlBoardDocument, type ControlBoardQuery } from '../gql/graphql';
import { BarChart } from '../shell/charts/BarChart';
import { formatShortDay } from '../shell/format/lab-time';
import { QueryState } from '../shell/QueryState';
import { LatestUploadsTable } from './LatestUploadsTable';
import { TotalsCards } from './TotalsCards';

type DayCount = { day: string; count: number };

const sum = (points: readonly DayCount[]) => points.reduce((total, point) => total + point.count, 0);

/** A series' counts on the chart's days, 0 on a day it lacks. */
function countsOn(days: readonly string[], points: readonly DayCount[]): number[] {
  const byDay = new Map(points.map((point) => [point.day, point.count]));
  return days.map((day) => byDay.get(day) ?? 0);
}

/**
 * /control (admin, laboratory, doctor): totals, uploads and views of the last 30 days, expiries of
 * the next 30 and the latest uploads. A laboratory and a doctor see their own figures (server).
 */
export function ControlBoardPage() {
  const { data, loading, error, refetch } = useQuery(ControlBoardDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) return <QueryState loading={loading} error={error} onRetry={() => void refetch()} />;
  return <ControlBoard board={data.controlBoard} />;
}

function ControlBoard({ board }: { board: ControlBoardQuery['controlBoard'] }) {
  const { t } = useLingui();
  const theme = useTheme();
  const uploaded = sum(board.uploaded);
  const viewed = sum(board.viewed);
  const expiring = sum(board.expiring);
  const pastDays = board.uploaded.map((point) => point.day);
  const nextDays = board.expiring.map((point) => point.day);
  return (
    <Stack spacing={3}>
      <TotalsCards totals={board.totals} />
      <Panel titleId="uploads-chart-title" title={t`Estudios subidos y consultados (últimos 30 días)`}>
        <BarChart
          title={t`Estudios subidos y consultados (últimos 30 días)`}
          summary={t`Últimos 30 días: estudios subidos, ${uploaded}; estudios consultados, ${viewed}.`}
          categoryHeader={t`Día`}
          categories={pastDays.map((day) => formatShortDay(day))}
          series={[
            { label: t`Subidos`, color: theme.palette.primary.main, values: countsOn(pastDays, board.uploaded) },
            { label: t`Consultados`, color: theme.palette.success.main, values: countsOn(pastDays, board.viewed) },
          ]}
        />
      </Panel>
      <Panel titleId="expiring-chart-title" title={t`Estudios por vencer (próximos 30 días)`}>
        <BarChart
          title={t`Estudios por vencer (próximos 30 días)`}
          summary={t`Estudios que vencen en los próximos 30 días: ${expiring}.`}
          categoryHeader={t`Día`}
          categories={nextDays.map((day) => formatShortDay(day))}
          series={[
            { label: t`Por vencer`, color: theme.palette.warning.main, values: countsOn(nextDays, board.expiring) },
          ]}
        />
      </Panel>
      <Panel titleId="latest-uploads-title" title={t`Últimas cargas`}>
        <LatestUploadsTable uploads={board.latestUploads} />
      </Panel>
    </Stack>
  );
}

function Panel({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
