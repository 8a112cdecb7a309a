import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatShortDay } from '../format/lab-time';
import { countTicks, labelEvery } from './chart-scale';

export type ChartSeries = {
  label: string;
  color: string;
  /** One value per day, YYYY-MM-DD. */
  points: readonly { day: string; count: number }[];
};

type Props = {
  title: string;
  /** One sentence for screen readers, e.g. the totals of each series. */
  summary: string;
  series: ChartSeries[];
};

const width = 760;
const height = 240;
const margin = { top: 12, right: 8, bottom: 28, left: 36 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;

// Pixel strings: in sx, a bare 1 would mean 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Bars per day (one per series, side by side) drawn as SVG: the axis in whole numbers, a day label
 * every few days (dd/mm) and each day's values on hover. Screen readers get the title, a summary
 * and a table of the values. Right to left (he, ar) the chart is mirrored: the value axis on the
 * right and time running from right to left.
 */
export function BarChart({ title, summary, series }: Props) {
  const { t } = useLingui();
  const id = useId();
  const rtl = useTheme().direction === 'rtl';
  // Coordinates are laid out left to right, then mirrored for RTL: a point, and a box of a width.
  const atX = (x: number) => (rtl ? width - x : x);
  const boxX = (x: number, boxWidth: number) => (rtl ? width - x - boxWidth : x);
  const days = series[0]?.points.map((point) => point.day) ?? [];
  const valueOf = series.map((item) => new Map(item.points.map((point) => [point.day, point.count])));
  const ticks = countTicks(Math.max(0, ...valueOf.flatMap((values) => [...values.values()])));
  const top = ticks[ticks.length - 1] ?? 1;
  const band = days.length > 0 ? plotWidth / days.length : plotWidth;
  const barWidth = (band * 0.75) / Math.max(1, series.length);
  const y = (value: number) => margin.top + plotHeight - (value / top) * plotHeight;
  const every = labelEvery(days.length);

  const dayTitle = (day: string) =>
    `${formatShortDay(day)}: ${series.map((item, position) => `${item.label} ${valueOf[position]?.get(day) ?? 0}`).join(' · ')}`;

  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }} aria-hidden>
        {series.map((item) => (
          <Stack key={item.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: item.color }} />
            <Typography variant="body2">{item.label}</Typography>
          </Stack>
        ))}
      </Stack>
      {/* On a phone the chart keeps a readable size and scrolls sideways. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="svg"
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          // Text anchors follow the coordinates, which are mirrored by hand (an inline style: the
          // RTL style plugin would flip it in sx).
          style={{ direction: 'ltr' }}
          sx={{
            display: 'block',
            width: '100%',
            minWidth: 520,
            height: 'auto',
            '& .day:hover .band': { fill: 'currentColor', fillOpacity: 0.06 },
          }}
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={atX(margin.left)}
                x2={atX(width - margin.right)}
                y1={y(tick)}
                y2={y(tick)}
                stroke="currentColor"
                strokeOpacity={tick === 0 ? 0.4 : 0.12}
              />
              <text
                x={atX(margin.left - 6)}
                y={y(tick)}
                dy="0.32em"
                textAnchor={rtl ? 'start' : 'end'}
                fontSize={11}
                fill="currentColor"
                fillOpacity={0.7}
              >
                {tick}
              </text>
            </g>
          ))}
          {days.map((day, index) => {
            const x = margin.left + index * band;
            return (
              <g key={day} className="day">
                <title>{dayTitle(day)}</title>
                <rect
                  className="band"
                  x={boxX(x, band)}
                  y={margin.top}
                  width={band}
                  height={plotHeight}
                  fill="transparent"
                />
                {series.map((item, position) => {
                  const value = valueOf[position]?.get(day) ?? 0;
                  const barX = x + band * 0.125 + position * barWidth;
                  const shown = Math.max(barWidth - 1, 1);
                  return (
                    <rect
                      key={item.label}
                      x={boxX(barX, shown)}
                      y={y(value)}
                      width={shown}
                      height={margin.top + plotHeight - y(value)}
                      fill={item.color}
                      rx={1.5}
                    />
                  );
                })}
                {index % every === 0 && (
                  <text
                    x={atX(x + band / 2)}
                    y={height - 8}
                    textAnchor="middle"
                    fontSize={11}
                    fill="currentColor"
                    fillOpacity={0.7}
                  >
                    {formatShortDay(day)}
                  </text>
                )}
              </g>
            );
          })}
        </Box>
      </Box>
      {/* A table shrinks no narrower than its content: the wrapper is what is hidden. */}
      <Box sx={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Día`}</th>
              {series.map((item) => (
                <th key={item.label} scope="col">
                  {item.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day}>
                <th scope="row">{formatShortDay(day)}</th>
                {series.map((item, position) => (
                  <td key={item.label}>{valueOf[position]?.get(day) ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
