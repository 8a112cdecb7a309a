import { useQuery } from '@apollo/client/react';
import Download from '@mui/icons-material/Download';
import Flag from '@mui/icons-material/Flag';
import Schedule from '@mui/icons-material/Schedule';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { useUrlParams } from '../../shell/url-state/use-url-params';
import { isCalendarDay } from '../../../../shared/calendar-day';
import { defaultRangeDays } from '../../../../shared/validation/quality';
import { QualityIndicatorsDocument, type QualityIndicatorsQuery } from '../../gql/graphql';
import { useIsAdmin } from '../../session/roles';
import { downloadFile } from '../../shell/download-file';
import { useLoading, useSnackbar } from '../../shell/feedback/feedback-context';
import { labToday } from '../../shell/format/lab-time';
import { DateField } from '../../shell/forms/DateField';
import { QueryState } from '../../shell/QueryState';
import { ExpiredUnreadTable, SurveyTable, TurnaroundTable } from './BreakdownTables';
import { DeliveredChart } from './DeliveredChart';
import { IndicatorCards } from './IndicatorCards';
import { OpeningHoursDialog } from './OpeningHoursDialog';
import { TargetsDialog } from './TargetsDialog';

const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The period of the URL (?from=&to=), the last 90 days by default. */
function usePeriod() {
  const { params, update } = useUrlParams();
  const today = labToday();
  const day = (name: string, fallback: string) => {
    const value = params.get(name);
    return value && isCalendarDay(value) ? value : fallback;
  };
  const to = day('to', today);
  const from = day('from', dayBefore(to, defaultRangeDays - 1));
  // Kept in place (replace), like every list's filters: Back leaves the page.
  const set = (name: 'from' | 'to', value: string) => update({ from, to, [name]: value });
  return { from, to, set };
}

/**
 * /quality-indicators (admin, laboratory, office-admin): the quality indicators of a period against
 * their targets, the deliveries chart and the breakdowns; the admin sets targets and opening hours.
 */
export function QualityIndicatorsPage() {
  const { t } = useLingui();
  const period = usePeriod();
  const snackbar = useSnackbar();
  const loading = useLoading();
  const {
    data,
    previousData,
    error,
    refetch,
    loading: fetching,
  } = useQuery(QualityIndicatorsDocument, {
    variables: { from: period.from, to: period.to },
    fetchPolicy: 'cache-and-network',
  });
  const view = data?.qualityIndicators ?? previousData?.qualityIndicators;

  const exportCsv = async () => {
    const query = new URLSearchParams({ from: period.from, to: period.to }).toString();
    try {
      await loading.during(downloadFile(`/quality-indicators.csv?${query}`, 'indicadores-de-calidad.csv'));
    } catch (failure) {
      snackbar.error(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField
            size="small"
            label={t`Desde`}
            value={period.from}
            onChange={(day) => day && period.set('from', day)}
          />
          <DateField size="small" label={t`Hasta`} value={period.to} onChange={(day) => day && period.set('to', day)} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" startIcon={<Download />} onClick={() => void exportCsv()} disabled={!view}>
            {t`Exportar CSV`}
          </Button>
          {view && <AdminSettings view={view} onSaved={() => void refetch()} />}
        </Stack>
      </Stack>
      {view ? (
        <Indicators view={view} />
      ) : (
        <QueryState loading={fetching} error={error} onRetry={() => void refetch()} />
      )}
      {view && error && <QueryState loading={false} error={error} onRetry={() => void refetch()} />}
    </Stack>
  );
}

type View = QualityIndicatorsQuery['qualityIndicators'];

/** "Metas" and "Horario de atención", for the admin only (the server refuses others). */
function AdminSettings({ view, onSaved }: { view: View; onSaved: () => void }) {
  const { t } = useLingui();
  const isAdmin = useIsAdmin();
  const [open, setOpen] = useState<'targets' | 'hours' | null>(null);
  if (!isAdmin) return null;
  const close = () => {
    setOpen(null);
    onSaved();
  };
  return (
    <>
      <Button variant="outlined" startIcon={<Schedule />} onClick={() => setOpen('hours')}>
        {t`Horario de atención`}
      </Button>
      <Button variant="contained" startIcon={<Flag />} onClick={() => setOpen('targets')}>
        {t`Metas`}
      </Button>
      {open === 'targets' && <TargetsDialog targets={view.targets} onClose={close} />}
      {open === 'hours' && <OpeningHoursDialog hours={view.openingHours} onClose={close} />}
    </>
  );
}

function Indicators({ view }: { view: View }) {
  const { t } = useLingui();
  return (
    <>
      <IndicatorCards indicators={view.indicators} />
      <Section title={t`Estudios entregados por mes`}>
        <DeliveredChart months={view.deliveredByMonth} />
      </Section>
      <Section title={t`Encuestas por tipo de estudio`}>
        <SurveyTable
          caption={t`Encuestas por tipo de estudio`}
          groupLabel={t`Tipo de estudio`}
          rows={view.surveyByStudyType.map((row) => ({ name: row.studyType.name, figures: row.figures }))}
        />
      </Section>
      <Section title={t`Encuestas por sucursal`}>
        <SurveyTable
          caption={t`Encuestas por sucursal`}
          groupLabel={t`Sucursal`}
          rows={view.surveyByBranchOffice.map((row) => ({
            name: row.branchOffice?.name ?? t`Sin sucursal`,
            figures: row.figures,
          }))}
        />
      </Section>
      <Section title={t`Tiempo de entrega por tipo de estudio`}>
        <TurnaroundTable rows={view.turnaroundByStudyType} />
      </Section>
      <Section title={t`Resultados vencidos sin abrir`}>
        <ExpiredUnreadTable rows={view.expiredUnreadByStudyType} />
      </Section>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
