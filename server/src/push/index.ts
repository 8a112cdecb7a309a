/** The apps' devices and the push sender: what push offers the app. */
import type { Feature } from '../feature.js';
import { devicesAccountDeactivation } from './devices-deactivation.js';
import { DevicesResolver } from './devices.resolver.js';

export { audienceDeviceCount, deviceIdPage } from './devices-audience.js';
export type { PushResult } from './push-sender.js';

export const pushFeature: Feature = {
  name: 'push',
  resolvers: [DevicesResolver],
  accountDeactivation: [devicesAccountDeactivation],
};
