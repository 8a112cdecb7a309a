import type { DatabaseHandle } from '../db/client.js';
import { sharedFreshRead } from './shared-fresh-read.js';

/** The channel the bump trigger announces each new version on, as 'kind:version' (migration 0036). */
export const contentVersionsChannel = 'content_versions';

export type Versions = ReadonlyMap<string, number>;

/**
 * Every kind's version, known in memory and read from the database only when memory may be
 * behind. The freshness rule is that of a read per request: an answer is never older than a write
 * that committed before the request arrived. Memory keeps it because:
 * - Each bump is announced by the trigger with NOTIFY, which PostgreSQL delivers only once the
 *   writing transaction has committed, and signals to the listeners while that transaction
 *   commits, before its writer is told it did; the highest version heard wins.
 * - PGlite (one session, in this process) hands a notification to its listener before the answer
 *   of the statement that committed it: the versions are known before anyone can ask after it.
 * - On the server, this process's own writes are known as they complete (`writes` counts them),
 *   before their notifications come back: after one, the next request reads the versions again
 *   rather than wait for the notification.
 * - A write on another instance reaches this one by its notification, on the connection that
 *   listens: the window is the notification's trip from the server to this process, which starts
 *   before the writer's own answer does; a request that learnt of the write from the writer's
 *   answer has made a longer trip (server → writer → client → here).
 * - When the listening connection is lost, what was sent meanwhile is missed: memory is not
 *   trusted from that moment until a read that began after the channel was heard again.
 * Memory is trusted only after a read that began while listening, in the same listening spell.
 */
export async function liveContentVersions(
  changes: DatabaseHandle['changes'],
  read: () => Promise<Versions>,
): Promise<{
  versions: () => Promise<Versions>;
  /** The versions when memory may be trusted now, without waiting; undefined when they must be read. */
  known: () => Versions | undefined;
  close(): Promise<void>;
}> {
  const known = new Map<string, number>();
  let listening = false;
  /** Counts the spells of listening: a read started in an earlier one proves nothing about now. */
  let spell = 0;
  let trusted = false;
  /** The count of this process's writes when the last trusted read began. */
  let writesRead = -1;

  const heard = (kind: string, version: number) => {
    if (version > (known.get(kind) ?? -1)) known.set(kind, version);
  };
  const readNow = sharedFreshRead(async () => {
    const began = { spell, listening, writes: changes.writes?.() ?? 0 };
    const versions = await read();
    for (const [kind, version] of versions) heard(kind, version);
    if (began.listening && began.spell === spell) {
      trusted = true;
      writesRead = began.writes;
    }
    return known;
  });

  const listener = await changes.listen(
    contentVersionsChannel,
    (payload) => {
      const split = payload.lastIndexOf(':');
      const version = Number(payload.slice(split + 1));
      if (split > 0 && Number.isSafeInteger(version)) heard(payload.slice(0, split), version);
    },
    {
      onLost() {
        listening = false;
        trusted = false;
        spell += 1;
      },
      onListen() {
        // Heard again (or for the first time): what was sent while not listening is read next.
        spell += 1;
        listening = true;
        trusted = false;
      },
    },
  );

  const knownNow = () => (trusted && (changes.writes?.() ?? 0) === writesRead ? known : undefined);
  return {
    versions: () => (knownNow() ? Promise.resolve(known) : readNow()),
    known: knownNow,
    close: () => listener.unlisten(),
  };
}
