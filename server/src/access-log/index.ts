/** The clinical access log: what access-log offers the app. */
import type { Feature } from '../feature.js';
import { AccessLogResolver } from './access-log.resolver.js';
import { accessLogRoutes } from './access-log.rest.js';

export { auditedRead, logAccess, logShareAccess, studyFileOpenings } from './access-log.js';

export const accessLogFeature: Feature = {
  name: 'access-log',
  resolvers: [AccessLogResolver],
  routes: [accessLogRoutes],
};
