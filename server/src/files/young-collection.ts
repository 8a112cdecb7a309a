/**
 * How many upload bytes may pass between two young-generation collections. Node's HTTP parser
 * copies every piece of a request body (at most 64 KiB) into a new ArrayBuffer, which V8 frees
 * only in a collection, and until then counts against the old generation's limit. With the
 * server's 256 MB cap (scripts/server-node-flags.mjs) V8 lets the old generation grow by 1.1 to
 * 1.3 times between full collections, 10 to 30 MB, and a scavenge comes only after 2 MB of
 * JavaScript objects, which an upload makes little of: every 10 to 30 MB of an upload set off a
 * full mark of the whole heap (8 or 9 per 256 MiB, 1.6 to 2.4 s of the server's CPU per 256 MiB
 * with a 65 MB heap). A scavenge every 4 MiB frees the dead copies young, in under a millisecond,
 * and no full collection runs (0.6 to 0.8 s per 256 MiB); every 8 MiB let one or two through.
 */
const bytesBetweenCollections = 4 * 1024 * 1024;

type GcFunction = (options: { type: 'minor' | 'major'; execution?: 'sync' | 'async' }) => void;

/**
 * A counter of upload bytes that runs a young-generation collection every few megabytes (see
 * above). It needs node's `--expose-gc`, which `npm start`, the image and the benches give the
 * server; elsewhere (tests, the dev server) it does nothing and V8 collects as it sees fit.
 */
export function youngCollectionMeter({ gc = (globalThis as { gc?: GcFunction }).gc }: { gc?: GcFunction } = {}): (
  bytes: number,
) => void {
  if (!gc) return () => {};
  let since = 0;
  return (bytes) => {
    since += bytes;
    if (since < bytesBetweenCollections) return;
    since = 0;
    gc({ type: 'minor' });
  };
}

/**
 * The server's one counter, for the bytes of every upload: a collection frees the copies of all
 * of them, so ten uploads at once collect as often as one of ten times the speed, not ten times.
 */
export const countUploadBytes = youngCollectionMeter();
