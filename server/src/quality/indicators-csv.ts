import { csvBom, csvLine, type CsvCell } from '../../../shared/csv.js';
import type { QualityIndicatorKey } from '../../../shared/validation/quality.js';
import type { IndicatorStatus, QualityIndicators, SurveySummary } from './indicators.service.js';

/** How each indicator and status reads in the export (Spanish, like the portal). */
const indicatorLabels: Record<QualityIndicatorKey, [name: string, unit: string]> = {
  nps: ['NPS', 'puntos (-100 a 100)'],
  averageRating: ['Calificación promedio', 'de 1 a 5'],
  responseRate: ['Tasa de respuesta', '%'],
  turnaroundMedianHours: ['Tiempo de entrega (mediana)', 'horas'],
  turnaroundP90Hours: ['Tiempo de entrega (percentil 90)', 'horas'],
  chatFirstResponseMedianMinutes: ['Primera respuesta del chat (mediana)', 'minutos en horario de atención'],
  chatFirstResponseP90Minutes: ['Primera respuesta del chat (percentil 90)', 'minutos en horario de atención'],
  expiredUnread: ['Resultados vencidos sin abrir', 'resultados'],
};
const statusLabels: Record<IndicatorStatus, string> = {
  MET: 'Cumple',
  MISSED: 'No cumple',
  NO_TARGET: 'Sin meta',
  NO_DATA: 'Sin datos',
};
const surveyHeader = [
  'NPS',
  'Respuestas NPS',
  'Calificación promedio',
  'Respuestas de calificación',
  'Tasa de respuesta (%)',
  'Encuestas enviadas',
  'Encuestas respondidas',
];
const surveyCells = (row: SurveySummary): CsvCell[] => [
  row.nps,
  row.npsAnswers,
  row.averageRating,
  row.ratingAnswers,
  row.responseRate,
  row.invitations,
  row.answered,
];

/**
 * The indicators of a period as one CSV for spreadsheets: the indicators with their targets, then
 * a table per breakdown, each after a line with its title and separated by an empty line.
 */
export function qualityIndicatorsCsv(view: QualityIndicators): string {
  const sections: CsvCell[][][] = [
    [['Periodo', view.from, view.to]],
    [
      ['Indicador', 'Valor', 'Unidad', 'Muestra', 'Meta', 'Estado'],
      ...view.indicators.map((indicator) => {
        const [name, unit] = indicatorLabels[indicator.key];
        return [name, indicator.value, unit, indicator.sampleSize, indicator.target, statusLabels[indicator.status]];
      }),
    ],
    [
      ['Encuestas por tipo de estudio'],
      ['Tipo de estudio', ...surveyHeader],
      ...view.surveyByStudyType.map((row) => [row.studyType.name, ...surveyCells(row.figures)]),
    ],
    [
      ['Encuestas por sucursal'],
      ['Sucursal', ...surveyHeader],
      ...view.surveyByBranchOffice.map((row) => [
        row.branchOffice?.name ?? 'Sin sucursal',
        ...surveyCells(row.figures),
      ]),
    ],
    [
      ['Tiempo de entrega por tipo de estudio'],
      ['Tipo de estudio', 'Estudios entregados', 'Mediana (horas)', 'Percentil 90 (horas)'],
      ...view.turnaroundByStudyType.map((row) => [row.studyType.name, row.sampleSize, row.medianHours, row.p90Hours]),
    ],
    [
      ['Estudios entregados por mes'],
      ['Mes', 'Tipo de estudio', 'Estudios'],
      ...view.deliveredByMonth.flatMap((month) =>
        month.byStudyType.map((row) => [month.month, row.studyType.name, row.count]),
      ),
    ],
    [
      ['Resultados vencidos sin abrir'],
      ['Tipo de estudio', 'Vencidos', 'Sin abrir'],
      ...view.expiredUnreadByStudyType.map((row) => [row.studyType.name, row.expired, row.unread]),
    ],
  ];
  return csvBom + sections.map((lines) => lines.map(csvLine).join('')).join('\r\n');
}
