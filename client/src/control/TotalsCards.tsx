import type { SvgIconComponent } from '@mui/icons-material';
import Description from '@mui/icons-material/Description';
import EventBusy from '@mui/icons-material/EventBusy';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ControlBoardQuery } from '../gql/graphql';

type Totals = ControlBoardQuery['controlBoard']['totals'];

/** The three figures at the top of the board: studies, hidden ones, and those expiring within 7 days. */
export function TotalsCards({ totals }: { totals: Totals }) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  const cards: { label: string; value: number; icon: SvgIconComponent; color: string }[] = [
    { label: t`Estudios`, value: totals.studies, icon: Description, color: 'primary.main' },
    { label: t`Ocultos`, value: totals.hidden, icon: VisibilityOff, color: 'text.secondary' },
    { label: t`Vencen en 7 días`, value: totals.expiringSoon, icon: EventBusy, color: 'warning.main' },
  ];
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {cards.map(({ label, value, icon: Icon, color }) => (
        <Grid key={label} size={{ xs: 12, sm: 4 }} component="li">
          <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Icon sx={{ fontSize: 40, color }} aria-hidden />
              <div>
                <Typography variant="h4" component="p" sx={{ fontWeight: 600, lineHeight: 1.1 }}>
                  {number.format(value)}
                </Typography>
                <Typography color="text.secondary">{label}</Typography>
              </div>
            </Stack>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
