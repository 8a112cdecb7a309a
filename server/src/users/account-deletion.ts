import type { Actor } from '../common/actor.js';
import type { Transaction } from '../db/client.js';
import type { AppDeps, RequestMeta } from '../deps.js';

/** A committed account deletion: who deleted which account, from where. */
export type AccountDeletion = { deps: AppDeps; actor: Actor; meta: RequestMeta; userId: number };

/**
 * What another feature removes with an account beyond the rows that cascade with it (deleteUser).
 * `collect` runs inside the deletion's transaction, before the user's row goes: it reads, or
 * deletes, what the feature must clean up, and answers what to do once the deletion is committed
 * (remove stored bytes, write the clinical access log). Features declare their steps; the app
 * hands them to the user services where it is assembled (`deps.accountDeletion`).
 */
export type AccountDeletionStep = {
  /** For logs. */
  name: string;
  collect(tx: Transaction, userId: number): Promise<AfterAccountDeletion>;
};

export type AfterAccountDeletion = (deletion: AccountDeletion) => Promise<void>;
