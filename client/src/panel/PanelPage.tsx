import { useQuery } from '@apollo/client/react';
import Description from '@mui/icons-material/Description';
import Forum from '@mui/icons-material/Forum';
import HourglassTop from '@mui/icons-material/HourglassTop';
import Insights from '@mui/icons-material/Insights';
import PersonAdd from '@mui/icons-material/PersonAdd';
import School from '@mui/icons-material/School';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Grid from '@mui/material/Grid';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { AdminPanelDocument, type AdminPanelQuery } from '../gql/graphql';
import { formatMoney } from '../shell/format/locale-format';
import { QueryState } from '../shell/QueryState';
import { PanelCard } from './PanelCard';

/** /panel (admin): today's and this month's figures, each card opening where its detail is. */
export function PanelPage() {
  const { data, loading, error, refetch } = useQuery(AdminPanelDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) return <QueryState loading={loading} error={error} onRetry={() => void refetch()} />;
  return <Panel panel={data.adminPanel} />;
}

function Panel({ panel }: { panel: AdminPanelQuery['adminPanel'] }) {
  const { t, i18n } = useLingui();
  const count = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  type Period = AdminPanelQuery['adminPanel']['today'];
  const todayAndMonth = (value: (period: Period) => string, detail?: (period: Period) => string) => [
    { label: t`Hoy`, value: value(panel.today), detail: detail?.(panel.today) },
    { label: t`Este mes`, value: value(panel.month), detail: detail?.(panel.month) },
  ];
  const nps =
    panel.npsLast30Days === null
      ? t`Sin datos`
      : new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(panel.npsLast30Days);
  const answers = panel.npsAnswersLast30Days;
  const cards = [
    {
      title: t`Estudios subidos`,
      icon: Description,
      color: 'primary.main',
      figures: todayAndMonth((period) => count(period.studiesUploaded)),
      to: '/control',
      linkText: t`Ver tablero de control`,
    },
    {
      title: t`Resultados pendientes de entrega`,
      icon: HourglassTop,
      color: 'warning.main',
      figures: [{ label: t`Sin entregar y vigentes`, value: count(panel.resultsPendingDelivery) }],
      to: '/control',
      linkText: t`Ver tablero de control`,
    },
    {
      // Lab-wide: chats whose patient waits for an answer. Not the header's badge, which counts
      // the messages this administrator has not read (a colleague may have answered them).
      title: t`Chats por responder`,
      icon: Forum,
      color: 'error.main',
      figures: [{ label: t`Esperan respuesta del laboratorio`, value: count(panel.unreadChats) }],
      to: '/virtuallab',
      linkText: t`Ir al laboratorio virtual`,
    },
    {
      title: t`Pacientes nuevos`,
      icon: PersonAdd,
      color: 'success.main',
      figures: todayAndMonth((period) => count(period.newPatients)),
      to: '/users/index?userType=patient',
      linkText: t`Ver pacientes`,
    },
    {
      title: t`Ventas de cursos`,
      icon: School,
      color: 'secondary.main',
      // The amount on a line of its own under the number of sales: side by side they wrapped in a narrow card.
      figures: todayAndMonth(
        (period) => count(period.courseSales),
        (period) => formatMoney(period.courseSalesAmount, i18n.locale),
      ),
      to: '/report-inscription/index',
      linkText: t`Ver reporte de inscripciones`,
    },
    {
      title: t`NPS de los últimos 30 días`,
      icon: Insights,
      color: 'info.main',
      figures: [{ label: t`${plural(answers, { one: '# respuesta', other: '# respuestas' })}`, value: nps }],
      to: '/quality-indicators',
      linkText: t`Ver indicadores de calidad`,
    },
    {
      title: t`Solicitudes de soporte sin cerrar`,
      icon: SupportAgent,
      color: 'warning.main',
      figures: [
        { label: t`Abiertas`, value: count(panel.supportRequestsOpen) },
        { label: t`En proceso`, value: count(panel.supportRequestsInProgress) },
      ],
      to: '/soporte',
      linkText: t`Ver solicitudes de soporte`,
    },
  ];
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {cards.map((card) => (
        <Grid key={card.title} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
          <PanelCard {...card} />
        </Grid>
      ))}
    </Grid>
  );
}
