/** Notification rounds and their push deliveries: what notifications offer the app. */
import type { Feature } from '../feature.js';
import { MyNotificationsResolver } from './my-notifications.resolver.js';
import { NotificationsResolver } from './notifications.resolver.js';
import { pushDeliverJob } from './push-deliver.job.js';
import { pushFanoutJob, resumeFanouts } from './push-fanout.job.js';

export { fanOutRound, newRound } from './notification-rounds.js';
export { notificationText } from './notification-texts.js';

export const notificationsFeature: Feature = {
  name: 'notifications',
  resolvers: [NotificationsResolver, MyNotificationsResolver],
  jobKinds: [pushFanoutJob, pushDeliverJob],
  jobs: [
    async (deps) => {
      await resumeFanouts(deps);
      return undefined;
    },
  ],
};
