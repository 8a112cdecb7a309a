import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { IndicatorStatus, QualityIndicatorsQuery } from '../../gql/graphql';
import { formatIndicator, formatTarget, indicatorInfo } from './indicator-labels';

type Indicator = QualityIndicatorsQuery['qualityIndicators']['indicators'][number];

/** One card per indicator: its value, how many it comes from, its target and whether it meets it. */
export function IndicatorCards({ indicators }: { indicators: readonly Indicator[] }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {indicators.map((indicator) => (
        <Grid key={indicator.key} size={{ xs: 12, sm: 6, lg: 3 }} component="li">
          <IndicatorCard indicator={indicator} />
        </Grid>
      ))}
    </Grid>
  );
}

function IndicatorCard({ indicator }: { indicator: Indicator }) {
  const { t, i18n } = useLingui();
  const info = indicatorInfo[indicator.key];
  const label = i18n._(info.label);
  const sample = `${new Intl.NumberFormat(i18n.locale).format(indicator.sampleSize)} ${i18n._(info.sample)}`;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      data-indicator={indicator.key}
      sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <Typography variant="subtitle2" color="text.secondary" component="h2">
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
        {indicator.value === null ? t`Sin datos` : formatIndicator(indicator.value, info.unit, i18n)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t`Muestra: ${sample}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {indicator.target === null ? t`Sin meta` : formatTarget(indicator.target, indicator.key, i18n)}
      </Typography>
      <StatusChip status={indicator.status} />
    </Paper>
  );
}

function StatusChip({ status }: { status: IndicatorStatus }) {
  const { t } = useLingui();
  if (status === 'MET') return <Chip size="small" color="success" label={t`Cumple`} sx={{ alignSelf: 'flex-start' }} />;
  if (status === 'MISSED')
    return <Chip size="small" color="error" label={t`No cumple`} sx={{ alignSelf: 'flex-start' }} />;
  return null;
}
