import { eq } from 'drizzle-orm';
import type { AccountDeactivationStep } from '../users/index.js';
import { pushDevices } from './devices.tables.js';

/** A deactivated account receives no pushes: its devices go (it registers them again after reactivation and sign-in). */
export const devicesAccountDeactivation: AccountDeactivationStep = {
  name: 'push devices',
  async remove(tx, userId) {
    await tx.delete(pushDevices).where(eq(pushDevices.userId, userId));
  },
};
