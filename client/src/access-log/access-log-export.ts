import type { ClinicalAccessFilter } from '../gql/graphql';
import { downloadFile } from '../shell/download-file';
import { csvQuery } from './access-log-filter';

/** Downloads the access log CSV of the filter (GET /access-log.csv) under the server's file name. */
export function downloadAccessLogCsv(filter: ClinicalAccessFilter): Promise<void> {
  return downloadFile(`/access-log.csv${csvQuery(filter)}`, 'registro-de-accesos.csv');
}
