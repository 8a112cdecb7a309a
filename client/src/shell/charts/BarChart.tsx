import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { visuallyHidden } from '../visually-hidden';
import { countTicks, labelEvery } from './chart-scale';

export type ChartSeries = {
  label: string;
  color: string;
  /** One value per category, in the order of the chart's categories. */
  values: readonly number[];
};

type Props = {
  title: string;
  /** One sentence for screen readers, e.g. the totals of each series. */
  summary: string;
  /** The header of the categories' column in the table screen readers get ("Día", "Mes"). */
  categoryHeader: string;
  /** The labels under the bars (days, months), oldest first. */
  categories: readonly string[];
  series: readonly ChartSeries[];
  /** One bar per category with a segment per series, instead of a bar per series side by side. */
  stacked?: boolean;
};

const width = 760;
const height = 240;
const margin = { top: 12, right: 8, bottom: 28, left: 36 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;

/**
 * Bars per category (a bar per series side by side, or stacked) drawn as SVG, so that no feature
 * needs a charts library: the axis in whole numbers, a label every few categories, a legend and
 * each category's values on hover. Screen readers get the title, a summary and a table of the
 * values. Right to left (he, ar) the chart is mirrored: the value axis on the right and time
 * running from right to left.
 */
export function BarChart({ title, summary, categoryHeader, categories, series, stacked = false }: Props) {
  const id = useId();
  const rtl = useTheme().direction === 'rtl';
  // Coordinates are laid out left to right, then mirrored for RTL: a point, and a box of a width.
  const atX = (x: number) => (rtl ? width - x : x);
  const boxX = (x: number, boxWidth: number) => (rtl ? width - x - boxWidth : x);
  const valueAt = (item: ChartSeries, index: number) => item.values[index] ?? 0;
  const heights = categories.map((_, index) =>
    stacked
      ? series.reduce((total, item) => total + valueAt(item, index), 0)
      : Math.max(0, ...series.map((item) => valueAt(item, index))),
  );
  const ticks = countTicks(Math.max(0, ...heights));
  const top = ticks[ticks.length - 1] ?? 1;
  const band = categories.length > 0 ? plotWidth / categories.length : plotWidth;
  const barWidth = (band * 0.75) / (stacked ? 1 : Math.max(1, series.length));
  const y = (value: number) => margin.top + plotHeight - (value / top) * plotHeight;
  const every = labelEvery(categories.length);

  const categoryTitle = (category: string, index: number) =>
    `${category}: ${series.map((item) => `${item.label} ${valueAt(item, index)}`).join(' · ')}`;

  /** The bars of one category: each series' bar from its base (the segments below it when stacked). */
  const bars = (x: number, index: number) => {
    let base = 0;
    return series.map((item, position) => {
      const value = valueAt(item, index);
      const from = stacked ? base : 0;
      base += value;
      const barX = x + band * 0.125 + (stacked ? 0 : position * barWidth);
      const shown = Math.max(barWidth - 1, 1);
      return (
        <rect
          key={position}
          x={boxX(barX, shown)}
          y={y(from + value)}
          width={shown}
          height={y(from) - y(from + value)}
          fill={item.color}
          rx={1.5}
        />
      );
    });
  };

  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }} aria-hidden>
        {series.map((item, position) => (
          <Stack key={position} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
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
          {categories.map((category, index) => {
            const x = margin.left + index * band;
            // The class is "day" for every kind of category: the browser tests find the labels by it.
            return (
              <g key={index} className="day">
                <title>{categoryTitle(category, index)}</title>
                <rect
                  className="band"
                  x={boxX(x, band)}
                  y={margin.top}
                  width={band}
                  height={plotHeight}
                  fill="transparent"
                />
                {bars(x, index)}
                {index % every === 0 && (
                  <text
                    x={atX(x + band / 2)}
                    y={height - 8}
                    textAnchor="middle"
                    fontSize={11}
                    fill="currentColor"
                    fillOpacity={0.7}
                  >
                    {category}
                  </text>
                )}
              </g>
            );
          })}
        </Box>
      </Box>
      {/* A table shrinks no narrower than its content: the wrapper is what is hidden. */}
      <div style={visuallyHidden}>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryHeader}</th>
              {series.map((item, position) => (
                <th key={position} scope="col">
                  {item.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, index) => (
              <tr key={index}>
                <th scope="row">{category}</th>
                {series.map((item, position) => (
                  <td key={position}>{valueAt(item, index)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Box>
  );
}
