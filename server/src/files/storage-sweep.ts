import { type Caller, requireRole, systemOnly } from '../common/actor.js';
import type { Database } from '../db/client.js';
import type { AppDeps } from '../deps.js';

/** Unreferenced bytes younger than this may belong to an upload whose row is not written yet. */
export const defaultGraceMs = 3600_000;
/** Keys asked about at once: one lookup per owner per batch, never one per file. */
const defaultBatchSize = 500;

/**
 * A feature's claim on the keys under one storage prefix, declared by the feature and handed to
 * the sweep where the app is assembled. Several owners may claim one prefix (editor images are
 * referenced from course descriptions and from study-group descriptions): a key stays while any
 * of them references it, and the longest grace applies.
 */
export type StorageOwner = {
  /** For logs. */
  name: string;
  /** The keys' first segments, without slashes around: `chat` owns `chat/12/<uuid>.pdf`. */
  prefix: string;
  /** How old unreferenced bytes must be before they go; `defaultGraceMs` unless said. */
  graceMs?: number;
  /**
   * Which of `keys` (one batch, all under `prefix`) a stored row still points to, read through the
   * unchecked handle the sweep passes: every row counts, whoever owns it.
   */
  referenced(systemDb: Database, keys: string[]): Promise<Iterable<string>>;
  /** The feature's own expiry of rows and their bytes, run (as the sweep's caller) before the bytes are looked at. */
  prune?(deps: AppDeps, actor: Caller, now: Date): Promise<number>;
};

export type StorageSweepReport = {
  /** Rows the owners' own rules expired. */
  pruned: number;
  /** Keys found in storage. */
  scanned: number;
  /** Unreferenced bytes past their grace, removed. */
  removed: number;
  /** Removals that failed; the bytes stay for the next sweep. */
  failed: number;
  /** Keys under no owner's prefix, left alone. */
  unowned: number;
};

/** One sweep, run by the system actor (the hourly job, storage-sweep.job.ts, or a test in its place). */
export type StorageSweep = (actor: Caller, now?: Date) => Promise<StorageSweepReport>;

type Claim = { prefix: string; graceMs: number; owners: StorageOwner[] };

/**
 * The sweep of every stored key: bytes that no row of their owner points to are removed once
 * past their grace; rows are never touched here. Keys under a prefix nobody owns are left alone
 * and reported once per folder as a warning.
 */
export function createStorageSweep(
  deps: AppDeps,
  owners: readonly StorageOwner[],
  options: { batchSize?: number } = {},
): StorageSweep {
  const claims = claimsOf(owners);
  const batchSize = options.batchSize ?? defaultBatchSize;
  const warned = new Set<string>();
  const claimOf = (key: string) => claims.find((claim) => key.startsWith(`${claim.prefix}/`));

  return async (actor, now = new Date()) => {
    requireRole(actor, systemOnly);
    const report: StorageSweepReport = { pruned: 0, scanned: 0, removed: 0, failed: 0, unowned: 0 };
    for (const owner of owners) {
      if (!owner.prune) continue;
      try {
        report.pruned += await owner.prune(deps, actor, now);
      } catch (error) {
        deps.log?.error({ err: error, owner: owner.name }, 'stored file pruning failed; retried at the next sweep');
      }
    }

    const sweepBatch = async (claim: Claim, keys: string[]) => {
      let open = keys;
      try {
        for (const owner of claim.owners) {
          const found = new Set(await owner.referenced(deps.systemDb, open));
          open = open.filter((key) => !found.has(key));
          if (open.length === 0) return;
        }
      } catch (error) {
        deps.log?.error(
          { err: error, prefix: claim.prefix },
          'stored file references not read; the files stay until the next sweep',
        );
        return;
      }
      for (const key of open) {
        try {
          await deps.storage.remove(key);
          report.removed += 1;
        } catch (error) {
          report.failed += 1;
          deps.log?.error({ err: error, key }, 'unreferenced stored file not removed; retried at the next sweep');
        }
      }
    };

    const pending = new Map<Claim, string[]>();
    for await (const { key, modifiedAt } of deps.storage.list('')) {
      report.scanned += 1;
      const claim = claimOf(key);
      if (!claim) {
        report.unowned += 1;
        const folder = key.includes('/') ? key.slice(0, key.lastIndexOf('/')) : '';
        if (!warned.has(folder)) {
          warned.add(folder);
          deps.log?.warn({ folder, key }, 'stored files under a prefix no feature owns; left alone');
        }
        continue;
      }
      if (modifiedAt.getTime() > now.getTime() - claim.graceMs) continue;
      const batch = pending.get(claim) ?? [];
      batch.push(key);
      pending.set(claim, batch);
      if (batch.length >= batchSize) {
        pending.delete(claim);
        await sweepBatch(claim, batch);
      }
    }
    for (const [claim, batch] of pending) await sweepBatch(claim, batch);
    return report;
  };
}

/** One claim per prefix. A prefix inside another owner's prefix is refused: each key has one set of owners. */
function claimsOf(owners: readonly StorageOwner[]): Claim[] {
  const claims = new Map<string, Claim>();
  for (const owner of owners) {
    if (!/^[^/]+(\/[^/]+)*$/.test(owner.prefix))
      throw new Error(`storage owner ${owner.name}: invalid prefix "${owner.prefix}"`);
    const claim = claims.get(owner.prefix) ?? { prefix: owner.prefix, graceMs: 0, owners: [] };
    claim.owners.push(owner);
    claim.graceMs = Math.max(claim.graceMs, owner.graceMs ?? defaultGraceMs);
    claims.set(owner.prefix, claim);
  }
  for (const outer of claims.keys()) {
    for (const inner of claims.keys()) {
      if (inner.startsWith(`${outer}/`)) throw new Error(`storage prefixes overlap: ${outer} and ${inner}`);
    }
  }
  return [...claims.values()];
}
