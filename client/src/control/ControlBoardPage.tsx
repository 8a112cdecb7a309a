import { useQuery } from '@apollo/client/react';
import { useTheme } from '@mui/material/styles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ControlBoardDocument, type ControlBoardQuery } from '../gql/graphql';
import { QueryState } from '../shell/QueryState';
import { BarChart } from '../shell/charts/BarChart';
import { LatestUploadsTable } from './LatestUploadsTable';
import { TotalsCards } from './TotalsCards';

const sum = (points: readonly { count: number }[]) => points.reduce((total, point) => total + point.count, 0);

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
  return (
    <Stack spacing={3}>
      <TotalsCards totals={board.totals} />
      <Panel titleId="uploads-chart-title" title={t`Estudios subidos y consultados (últimos 30 días)`}>
        <BarChart
          title={t`Estudios subidos y consultados (últimos 30 días)`}
          summary={t`Últimos 30 días: estudios subidos, ${uploaded}; estudios consultados, ${viewed}.`}
          series={[
            { label: t`Subidos`, color: theme.palette.primary.main, points: board.uploaded },
            { label: t`Consultados`, color: theme.palette.success.main, points: board.viewed },
          ]}
        />
      </Panel>
      <Panel titleId="expiring-chart-title" title={t`Estudios por vencer (próximos 30 días)`}>
        <BarChart
          title={t`Estudios por vencer (próximos 30 días)`}
          summary={t`Estudios que vencen en los próximos 30 días: ${expiring}.`}
          series={[{ label: t`Por vencer`, color: theme.palette.warning.main, points: board.expiring }]}
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
