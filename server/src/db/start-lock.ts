import type { DatabaseHandle } from './client.js';

/**
 * Runs `work` (the migrations and the demo seed of a starting instance) while no other instance on
 * the same PostgreSQL server runs its own: instances started together would otherwise migrate and
 * seed an empty database twice. The lock is a session-level advisory lock on a connection of its
 * own; the server releases it when that connection ends, even if this instance dies. The embedded
 * database belongs to one process: there the work simply runs.
 */
export async function withStartLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.jobStore.kind !== 'server') return work();
  const { default: postgres } = await import('postgres');
  const session = postgres(handle.jobStore.url, {
    max: 1,
    onnotice: () => {},
    connection: { application_name: 'portal-start' },
  });
  try {
    await session`select pg_advisory_lock(hashtext('portal start'))`;
    return await work();
  } finally {
    await session.end({ timeout: 5 });
  }
}
