import { adminPublicationOf } from './admin-publication.js';
import { appImageOf } from '../files/index.js';
import type { ServiceRow } from './services.tables.js';
import type { AdminServiceGql, ServiceGql } from './services.types.js';

export const serviceNode = (row: ServiceRow): ServiceGql => ({
  id: row.id,
  name: row.name,
  description: row.descriptionHtml,
  descriptionHtml: row.descriptionHtml,
  image: appImageOf(row.image),
  position: row.position,
});

export const adminServiceNode = (row: ServiceRow, now: Date): AdminServiceGql => ({
  ...serviceNode(row),
  ...adminPublicationOf(row, now),
});
