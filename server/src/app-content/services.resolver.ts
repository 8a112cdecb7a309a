import { imageContentResolver } from './image-content.resolver.js';
import { adminServiceNode, serviceNode } from './services-mapping.js';
import {
  createService,
  deleteService,
  getService,
  listServices,
  reorderServices,
  updateService,
} from './services.service.js';
import { listPublicServices } from './public-reads.js';
import { AdminServiceGql, ServiceGql, ServiceInput } from './services.types.js';

/** The services of the app: the public `services` and the administration's queries and mutations. */
export const ServicesResolver = imageContentResolver({
  names: { one: 'Service', many: 'Services' },
  publicType: ServiceGql,
  adminType: AdminServiceGql,
  inputType: ServiceInput,
  operations: {
    listPublic: listPublicServices,
    list: listServices,
    get: getService,
    create: createService,
    update: updateService,
    remove: deleteService,
    reorder: reorderServices,
  },
  publicNode: serviceNode,
  adminNode: adminServiceNode,
  publicDescription:
    "The lab's services for the app: published and inside their window, in position order. A short list, not paged. Anyone, without signing in.",
  inputRules: '(see ServiceInput)',
  deleted: ' and its image',
});
