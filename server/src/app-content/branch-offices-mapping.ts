import { adminPublicationOf } from './admin-publication.js';
import { coordinatesMapUrl } from '../../../shared/validation/branch-office.js';
import { appImageOf } from '../files/index.js';
import type { BranchOfficeRow } from './branch-offices.tables.js';
import type { AdminBranchOfficeGql, BranchOfficeGql } from './branch-offices.types.js';

export const branchOfficeNode = (row: BranchOfficeRow): BranchOfficeGql => ({
  id: row.id,
  name: row.name,
  address: row.address,
  lat: row.lat,
  lng: row.lng,
  directions: row.directions,
  // The app can always open a map: the admin's link, or one built from the coordinates.
  mapUrl: row.mapServiceUrl ?? coordinatesMapUrl(row.lat, row.lng),
  contacts: row.contacts,
  phones: row.phones,
  openingHours: row.openingHours,
  image: row.image ? appImageOf(row.image) : null,
  position: row.position,
});

export const adminBranchOfficeNode = (row: BranchOfficeRow, now: Date): AdminBranchOfficeGql => ({
  ...branchOfficeNode(row),
  mapServiceUrl: row.mapServiceUrl,
  ...adminPublicationOf(row, now),
});
