import { useTheme } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import type { QualityIndicatorsQuery } from '../../gql/graphql';
import { BarChart } from '../../shell/charts/BarChart';

type Month = QualityIndicatorsQuery['qualityIndicators']['deliveredByMonth'][number];

/** The study types' colours in turn, light and dark: the categorical palette the chart has always had. */
const typeColors = {
  light: ['#4254FB', '#FFB422', '#FA4F58', '#0DBEFF', '#22BF75', '#FA83B4', '#FF7511'],
  dark: ['#495AFB', '#FFC758', '#F35865', '#30C8FF', '#44CE8D', '#F286B3', '#FF8C39'],
} as const;

/** "2026-11" as the locale writes a short month and year ("nov 2026"). */
function monthLabel(month: string, locale: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, number - 1, 1),
  );
}

/**
 * Studies delivered per month, one stacked bar per month with a colour per study type. Screen
 * readers get the months' totals in the chart's description and the counts in a table.
 */
export function DeliveredChart({ months }: { months: readonly Month[] }) {
  const { t, i18n } = useLingui();
  const colors = typeColors[useTheme().palette.mode];
  const types = new Map<string, string>();
  for (const month of months) for (const row of month.byStudyType) types.set(row.studyType.id, row.studyType.name);
  const labels = months.map((month) => monthLabel(month.month, i18n.locale));
  const totals = months.map((month, index) => `${labels[index]}: ${month.total}`).join(', ');
  const series = [...types].map(([id, name], index) => ({
    label: name,
    color: colors[index % colors.length],
    values: months.map((month) => month.byStudyType.find((row) => row.studyType.id === id)?.count ?? 0),
  }));
  return (
    <BarChart
      title={t`Estudios entregados por mes`}
      summary={t`Estudios entregados por mes: ${totals}`}
      categoryHeader={t`Fecha`}
      categories={labels}
      series={series.length ? series : [{ label: t`Estudios`, color: colors[0], values: months.map(() => 0) }]}
      stacked
    />
  );
}
