import { mxn } from '../graphql/money.js';
import { adminPublicationOf } from './admin-publication.js';
import { appImageOf } from '../files/index.js';
import type { PackageWithTypes } from './packages.service.js';
import type { AdminPackageGql, PackageGql } from './packages.types.js';

export const packageNode = ({ row, studyTypes }: PackageWithTypes): PackageGql => ({
  id: row.id,
  name: row.name,
  description: row.description,
  studyTypes: [...studyTypes],
  price: mxn(row.priceCents),
  image: appImageOf(row.image),
  position: row.position,
});

export const adminPackageNode = (item: PackageWithTypes, now: Date): AdminPackageGql => ({
  ...packageNode(item),
  ...adminPublicationOf(item.row, now),
});
