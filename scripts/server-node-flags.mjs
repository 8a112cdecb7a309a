// The flags node runs the server (and the first start's migrate-cli) with, in `npm start`, the
// Dockerfile and the benches that measure what is deployed. A 256 MB cap on the old generation;
// young-generation semi-spaces of 2 MB on the embedded database: by default V8 grows them to 16 MB
// or more while the server's modules load and keeps the pages, so importing the server left a
// 198 MiB heap for 69 MiB of objects (RSS 305 MiB); with 2 MB the heap is 69 MiB and RSS 157 MiB
// (tests/bench/memory.mjs measures the running server). `--expose-gc` for uploads only: the
// storage's meter runs a young-generation collection every 4 MiB of an upload, which with the
// 256 MB cap otherwise set off a full collection every 10 to 30 MB (server/src/files/young-collection.ts).
export const serverNodeFlags = ['--max-old-space-size=256', '--max-semi-space-size=2', '--expose-gc'];

/**
 * On the PostgreSQL server (the deployment for load: several instances, the Dockerfile) the young
 * generation keeps V8's usual 16 MB semi-spaces. With 2 MB every request's short-lived objects
 * were collected and promoted far more often: a doctor's page of patients cost 751 µs of server
 * CPU per request against 607 with 16 MB (bench:signed-in, 3 rounds each, back to back, load 1.1-2.1),
 * for at most 42 MB more of young generation under load.
 */
export const postgresServerNodeFlags = ['--max-old-space-size=256', '--max-semi-space-size=16', '--expose-gc'];

/**
 * The flags for a server whose database is `env`'s: on the embedded database (no DATABASE_URL),
 * PGlite's WebAssembly is compiled by Liftoff only. V8's optimizing tier compiled PGlite's largest
 * functions while the server started, about 500 MiB for a moment: RSS peaked at 766 MiB on a
 * restart, 259 MiB with Liftoff alone, for 11-19% fewer uncached signed-in reads per second on the
 * embedded database (measured in the note of the commit that made this choice).
 */
export function serverNodeFlagsFor(env) {
  return env.DATABASE_URL ? postgresServerNodeFlags : [...serverNodeFlags, '--liftoff-only'];
}

/**
 * What the server's environment gets beside the operator's settings (which win): glibc's malloc
 * keeps at most two arenas. The image library's threads each left an arena of freed memory behind:
 * idle RSS after a first start 324 MiB with the default, 285 with two (bench:memory, embedded
 * database, when the server made the AVIF copies of the demo images in its own process; a child
 * process encodes them now, and the server's own image work is the WebP sizes of what staff upload).
 */
export const serverEnvironment = { MALLOC_ARENA_MAX: '2' };
