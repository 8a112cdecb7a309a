import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { QualityIndicatorsQuery } from '../../gql/graphql';
import { formatIndicator } from './indicator-labels';

type View = QualityIndicatorsQuery['qualityIndicators'];
type Figures = View['surveyByStudyType'][number]['figures'];

/** A small table with a caption; an honest line when there is nothing in the period. */
function SimpleTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  const { t } = useLingui();
  return (
    <TableContainer>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            {head.map((cell, index) => (
              <TableCell key={cell} align={index === 0 ? 'left' : 'right'}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={head.length}>
                <Typography variant="body2" color="text.secondary">{t`Sin datos en el periodo`}</Typography>
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row, index) => (
              <TableRow key={index}>
                {row.map((cell, column) => (
                  <TableCell key={column} align={column === 0 ? 'left' : 'right'}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The survey indicators per study type or per branch office. */
export function SurveyTable({
  caption,
  groupLabel,
  rows,
}: {
  caption: string;
  groupLabel: string;
  rows: { name: string; figures: Figures }[];
}) {
  const { t, i18n } = useLingui();
  const show = (value: number | null, unit: 'points' | 'rating' | 'percent') =>
    value === null ? '—' : formatIndicator(value, unit, i18n);
  return (
    <SimpleTable
      caption={caption}
      head={[groupLabel, t`NPS`, t`Calificación promedio`, t`Tasa de respuesta`, t`Encuestas respondidas`]}
      rows={rows.map(({ name, figures }) => {
        const { answered, invitations } = figures;
        return [
          name,
          show(figures.nps, 'points'),
          show(figures.averageRating, 'rating'),
          show(figures.responseRate, 'percent'),
          t`${answered} de ${invitations}`,
        ];
      })}
    />
  );
}

/** Turnaround per study type: delivered studies, median and 90th percentile. */
export function TurnaroundTable({ rows }: { rows: View['turnaroundByStudyType'] }) {
  const { t, i18n } = useLingui();
  const hours = (value: number | null) => (value === null ? '—' : formatIndicator(value, 'hours', i18n));
  return (
    <SimpleTable
      caption={t`Tiempo de entrega por tipo de estudio`}
      head={[t`Tipo de estudio`, t`Estudios entregados`, t`Mediana`, t`Percentil 90`]}
      rows={rows.map((row) => [row.studyType.name, row.sampleSize, hours(row.medianHours), hours(row.p90Hours)])}
    />
  );
}

/** Results that expired in the period per study type, and how many the patient never opened. */
export function ExpiredUnreadTable({ rows }: { rows: View['expiredUnreadByStudyType'] }) {
  const { t } = useLingui();
  return (
    <SimpleTable
      caption={t`Resultados vencidos sin abrir por tipo de estudio`}
      head={[t`Tipo de estudio`, t`Vencidos`, t`Sin abrir`]}
      rows={rows.map((row) => [row.studyType.name, row.expired, row.unread])}
    />
  );
}
