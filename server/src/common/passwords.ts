import argon2, { type HashOptions } from 'argon2';
import { AppError } from './errors.js';
import { messages } from '../../../shared/messages.js';

/**
 * Hashes run on libuv's thread pool (four threads by default), which also reads files and
 * resolves names. At most `concurrent` hashes run at a time and `waiting` more may queue; beyond
 * that a caller is told to try again, so no burst of public requests (sign-ins, resets) can take
 * every thread from file downloads or make a correct sign-in wait for seconds.
 */
const concurrent = 2;
const waiting = 32;

let running = 0;
const queue: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= concurrent) {
    if (queue.length >= waiting) throw new AppError('TOO_MANY_REQUESTS', messages.serverBusy, { retryAfter: 2 });
    await new Promise<void>((resolve) => queue.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * argon2id at argon2's own costs (64 MiB, 3 passes, 4 lanes: about 200 ms on a 2-core machine)
 * everywhere but the test suites (NODE_ENV=test, which vitest sets), where the hundreds of
 * sign-ins and new accounts hash at 4 MiB and one pass (about 6 ms): the suites test what a
 * password does, not what it costs to guess. A hash carries its costs, so each is verified with
 * the costs it was made with.
 */
const hashCosts: HashOptions = process.env.NODE_ENV === 'test' ? { memoryCost: 4096, timeCost: 1, parallelism: 1 } : {};

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => argon2.hash(password, { type: argon2.argon2id, ...hashCosts }));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return withHashSlot(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}

/** A hash to verify against when no user matches, so a wrong email costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  if (!dummyHash) {
    dummyHash = hashPassword('not-a-real-password');
    dummyHash.catch(() => (dummyHash = undefined));
  }
  return dummyHash;
}
