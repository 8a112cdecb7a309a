import { describe, expect, it } from 'vitest';
import { withStartLock } from '../../../server/src/db/start-lock.js';
import { testDatabase } from '../../support/test-database.js';

// Instances started together on an empty server database must not migrate and seed it twice.
describe.runIf(process.env.TEST_DB === 'postgres')('arranque de varias instancias (PostgreSQL)', () => {
  it('dos instancias que arrancan a la vez migran y siembran una después de la otra', async () => {
    const database = await testDatabase();
    const steps: string[] = [];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstStarted!: () => void;
    const firstIn = new Promise<void>((resolve) => (firstStarted = resolve));
    const first = withStartLock(database, async () => {
      steps.push('A empieza');
      firstStarted();
      await firstHolds;
      steps.push('A termina');
    });
    await firstIn;
    const second = withStartLock(database, async () => {
      steps.push('B empieza');
    });
    // B waits on the server for A's lock: A's end comes before B's start whatever the timing.
    setImmediate(releaseFirst);
    await Promise.all([first, second]);
    expect(steps).toEqual(['A empieza', 'A termina', 'B empieza']);
  });
});
