import type { Transaction } from '../db/client.js';

/**
 * What another feature removes when an account is deactivated (deactivateUser): the push devices
 * of the user, for one. `remove` runs inside the transaction that turns the account off, so the
 * account and its data change together. Features declare their steps; the app hands them to the
 * user services where it is assembled (`deps.accountDeactivation`), like AccountDeletionStep.
 */
export type AccountDeactivationStep = {
  /** For logs. */
  name: string;
  remove(tx: Transaction, userId: number): Promise<void>;
};
