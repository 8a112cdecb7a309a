import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLingui } from '@lingui/react/macro';
import type { QualityIndicatorsQuery } from '../../gql/graphql';

type Month = QualityIndicatorsQuery['qualityIndicators']['deliveredByMonth'][number];

/** "2026-11" as the locale writes a short month and year ("nov 2026"). */
function monthLabel(month: string, locale: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, number - 1, 1),
  );
}

/**
 * Studies delivered per month, one stacked bar per month with a colour per study type. Screen
 * readers get the months' totals in the chart's label.
 */
export function DeliveredChart({ months }: { months: readonly Month[] }) {
  const { t, i18n } = useLingui();
  const types = new Map<string, string>();
  for (const month of months) for (const row of month.byStudyType) types.set(row.studyType.id, row.studyType.name);
  const labels = months.map((month) => monthLabel(month.month, i18n.locale));
  const totals = months.map((month, index) => `${labels[index]}: ${month.total}`).join(', ');
  const series = [...types].map(([id, name]) => ({
    id,
    label: name,
    stack: 'delivered',
    data: months.map((month) => month.byStudyType.find((row) => row.studyType.id === id)?.count ?? 0),
  }));
  return (
    <Box role="img" aria-label={t`Estudios entregados por mes: ${totals}`}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: labels }]}
        yAxis={[{ tickMinStep: 1 }]}
        series={series.length ? series : [{ id: 'none', label: t`Estudios`, data: months.map(() => 0) }]}
      />
    </Box>
  );
}
