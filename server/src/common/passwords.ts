import argon2 from 'argon2';
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

export function hashPassword(password: string): Promise<string> {
  return withHashSlot(() => argon2.hash(password, { type: argon2.argon2id }));
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
