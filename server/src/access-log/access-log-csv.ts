import { csvBom, csvLine } from '../../../shared/csv.js';
import { labDateTime } from '../common/dates.js';
import type { AccessAction, AccessLogRow } from './access-log.tables.js';

/** How each action reads in the export (Spanish, like the portal). */
const actionLabels: Record<AccessAction, string> = {
  view: 'Vio un archivo del estudio',
  download: 'Descargó un archivo del estudio',
  upload: 'Subió un archivo del estudio',
  delete: 'Eliminó un estudio o un archivo',
  patient_read: 'Consultó el expediente del paciente',
  study_list_read: 'Consultó la lista de estudios',
  study_read: 'Consultó un estudio',
  chat_attachment_download: 'Descargó un adjunto del chat',
  result_ready_push: 'Avisó al paciente que su resultado está listo',
  result_ready_chat_message: 'Envió al paciente por chat el enlace de su resultado',
  viewer_open: 'Abrió las imágenes del estudio en el visor',
  share_open: 'Abrió un enlace compartido del estudio',
  share_download: 'Descargó el estudio con un enlace compartido',
};

const header = [
  'Fecha y hora (Ciudad de México)',
  'Usuario',
  'ID de usuario',
  'Acción',
  'Resultado',
  'Paciente',
  'ID de paciente',
  'Estudio',
  'Archivo',
  'ID de archivo',
  'Mensaje del chat',
  'Dirección IP',
  'Navegador',
];

/** The first line of the export, after the byte order mark that lets Excel read the accents. */
export function accessLogCsvHeader(): string {
  return `${csvBom}${csvLine(header)}`;
}

/** One entry as a CSV line. */
export function accessLogCsvLine(row: AccessLogRow): string {
  return csvLine([
    labDateTime(row.at),
    row.userName,
    row.userId,
    actionLabels[row.action] ?? row.action,
    row.allowed ? 'Permitido' : 'Rechazado',
    row.patientName,
    row.patientId,
    row.studyId,
    row.fileName,
    row.fileId,
    row.chatMessageId,
    row.ip,
    row.userAgent,
  ]);
}
