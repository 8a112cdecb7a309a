import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { CourseEnrolmentQuery } from '../../gql/graphql';
import { labTimestamp } from '../../shell/format/lab-time';
import { registrationStatusLabels } from './course-labels';
import { csvBom, type CsvCell as Cell, csvLine } from '../../../../shared/csv';

type Registration = CourseEnrolmentQuery['courseEnrolment']['registrations'][number];

/** Rows joined with CRLF, after a UTF-8 byte order mark so Excel reads the accents. */
export function toCsv(rows: Cell[][]): string {
  return `${csvBom}${rows.map(csvLine).join('')}`;
}

/** The registrants of a course, one row each, with a header row; amounts in pesos, times in Mexico City. */
export function enrolmentCsv(registrations: Registration[], i18n: I18n): string {
  const header = [
    msg`Folio`,
    msg`Nombre`,
    msg`Apellido paterno`,
    msg`Apellido materno`,
    msg`Correo electrónico`,
    msg`Teléfono`,
    msg`Lugares`,
    msg`Importe (MXN)`,
    msg`Estado del pago`,
    msg`Motivo del rechazo`,
    msg`Fecha de registro`,
    msg`Fecha de pago`,
    msg`Proveedor de pago`,
    msg`Orden del proveedor`,
  ].map((descriptor) => i18n._(descriptor));
  const rows = registrations.map((registration): Cell[] => {
    return [
      registration.id,
      registration.name,
      registration.lastname,
      registration.motherLastname,
      registration.email,
      registration.phone,
      registration.spaces,
      (registration.amount.cents / 100).toFixed(2),
      i18n._(registrationStatusLabels[registration.status]),
      registration.failureMessage,
      labTimestamp(registration.createdAt),
      registration.paidAt ? labTimestamp(registration.paidAt) : '',
      // The stored names (sandbox, conekta), as the spreadsheet always showed them.
      registration.paymentProvider.toLowerCase(),
      registration.providerOrderId,
    ];
  });
  return toCsv([header, ...rows]);
}

/** "Radiología digital: CBCT" → "inscripciones-radiologia-digital-cbct.csv" */
export function enrolmentCsvFileName(courseName: string, i18n: I18n): string {
  const slug = courseName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  const prefix = i18n._(msg`inscripciones`);
  return `${prefix}-${slug || 'curso'}.csv`;
}
