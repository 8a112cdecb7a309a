import { roleGroups } from '../../../shared/role-groups.js';
import { adminPackageNode, packageNode } from './packages-mapping.js';
import {
  createPackage,
  deletePackage,
  getPackage,
  listPackages,
  reorderPackages,
  updatePackage,
} from './packages.service.js';
import { listPublicPackages } from './public-reads.js';
import { AdminPackageGql, PackageGql, PackageInput } from './packages.types.js';
import { imageContentResolver } from './image-content.resolver.js';

/** The study packages of the app: the public `packages` and the administration's queries and mutations. */
export const PackagesResolver = imageContentResolver({
  names: { one: 'Package', many: 'Packages' },
  publicType: PackageGql,
  adminType: AdminPackageGql,
  inputType: PackageInput,
  listReaders: {
    roles: roleGroups.administration,
    said: 'Admins, and laboratory and office-admin staff to read it (they change nothing)',
  },
  operations: {
    listPublic: listPublicPackages,
    list: listPackages,
    get: getPackage,
    create: createPackage,
    update: updatePackage,
    remove: deletePackage,
    reorder: reorderPackages,
  },
  publicNode: packageNode,
  adminNode: adminPackageNode,
  publicDescription:
    "The lab's study packages for the app, each with its study types and price: published and inside their window, in position order. A short list, not paged. Anyone, without signing in.",
  inputRules: '(see PackageInput; an unknown study type: field studyTypeIds)',
  deleted: ', its study type links and its image',
});
