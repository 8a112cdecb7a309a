/** Notification rounds and their push deliveries: what notifications offer the app. */
import type { Feature } from '../feature.js';
import { startDeliveryWorker } from './delivery-worker.js';
import { MyNotificationsResolver } from './my-notifications.resolver.js';
import { NotificationsResolver } from './notifications.resolver.js';

export { newRound } from './notification-rounds.js';
export { notificationText } from './notification-texts.js';

export const notificationsFeature: Feature = {
  name: 'notifications',
  resolvers: [NotificationsResolver, MyNotificationsResolver],
  jobs: [(deps) => startDeliveryWorker(deps)],
};
