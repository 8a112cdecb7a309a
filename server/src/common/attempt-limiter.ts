import { randomBytes } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { tooManyRequests } from './errors.js';
import { rateLimits } from './rate-limits.tables.js';
import { keyedHash, secretKey } from './secret-keys.js';

/** What an attempt is counted against: the account (an email, a course and email, a card token…) and the network address. */
export type AttemptKeys = { account?: string; address?: string };

export type AttemptKind =
  | 'login'
  | 'forgot'
  | 'reset'
  | 'resetCheck'
  | 'recovery'
  | 'emailCheck'
  | 'preRegistration'
  | 'payment'
  | 'paymentCard'
  | 'accountCheck'
  | 'shareToken'
  | 'pushPublish';

export type AttemptLimiter = {
  /**
   * Counts one attempt against every budget of `kind`; fails with TOO_MANY_REQUESTS when any is
   * spent (a spent backstop that spares fresh addresses only for the addresses it refuses).
   */
  consume(kind: AttemptKind, keys: AttemptKeys): Promise<void>;
  /** Gives an attempt back (a successful sign-in does not count) and clears the account-and-address budget. */
  forgive(kind: AttemptKind, keys: AttemptKeys): Promise<void>;
  /** Removes the shared table's counts that expired over an hour ago (nothing to do in memory). */
  clearExpired(): Promise<void>;
};

/** How long an expired count stays in the shared table before clearExpired removes it. */
const expiredKeptMs = 3_600_000;

/**
 * A budget: `points` attempts per `minutes`, counted by the account, the address, or both together.
 * `sparesFreshAddresses` (an account's budget) refuses, once spent, only the addresses that have
 * failed for that account in the account-and-address budget listed before it.
 */
type Budget = {
  by: 'account' | 'address' | 'accountAddress';
  points: number;
  minutes: number;
  sparesFreshAddresses?: true;
};

function budgets(config: Config): Record<AttemptKind, Budget[]> {
  const pair = (limit: { perAccount: number; perAddress: number; windowMinutes: number }): Budget[] => [
    { by: 'account', points: limit.perAccount, minutes: limit.windowMinutes },
    { by: 'address', points: limit.perAddress, minutes: limit.windowMinutes },
  ];
  const login = config.loginRateLimit;
  return {
    // Failures only (a success is forgiven). Account and address together lock a guesser out without
    // letting a stranger lock the owner out. The slower per-account backstop bounds guessing spread
    // over many addresses; once spent, it refuses the addresses that have failed for the account
    // within the account-and-address window, and no other. Refusing every address let anyone lock
    // any account (the administrator's too) for an hour; this way the owner still signs in from an
    // address of their own, while a guesser gets one more try per address and window at most.
    login: [
      { by: 'accountAddress', points: login.perAccountAndAddress, minutes: login.windowMinutes },
      { by: 'address', points: login.perAddress, minutes: login.windowMinutes },
      { by: 'account', points: login.perAccount, minutes: login.accountWindowMinutes, sparesFreshAddresses: true },
    ],
    forgot: pair(config.forgotRateLimit),
    reset: [{ by: 'address', points: config.resetRateLimit.perAddress, minutes: config.resetRateLimit.windowMinutes }],
    // Opening a reset page asks whether its link still works: as many checks as resets, counted apart.
    resetCheck: [
      { by: 'address', points: config.resetRateLimit.perAddress, minutes: config.resetRateLimit.windowMinutes },
    ],
    recovery: pair(config.recoveryRateLimit),
    emailCheck: pair(config.emailCheckRateLimit),
    preRegistration: pair(config.preRegistrationRateLimit),
    // A payment counts against its course and email and its address; its card token has its own,
    // smaller budget, so one card cannot be tried over and over (card testing).
    payment: pair(config.paymentRateLimit),
    paymentCard: [
      { by: 'account', points: config.paymentRateLimit.perCard, minutes: config.paymentRateLimit.windowMinutes },
    ],
    // Answers that tell a signed-in user that an email or username has an account, per user.
    accountCheck: [
      {
        by: 'account',
        points: config.accountCheckRateLimit.perUser,
        minutes: config.accountCheckRateLimit.windowMinutes,
      },
    ],
    // Share links opened by their token, per address; a known token is forgiven, so only guesses count.
    shareToken: [
      {
        by: 'address',
        points: config.shareTokenRateLimit.perAddress,
        minutes: config.shareTokenRateLimit.windowMinutes,
      },
    ],
    // Publishing or resending a notification pushes to a whole audience: a budget per administrator.
    pushPublish: [
      {
        by: 'account',
        points: config.pushPublishRateLimit.perAdmin,
        minutes: config.pushPublishRateLimit.windowMinutes,
      },
    ],
  };
}

/**
 * Attempt budgets for sign-in, password and registration recovery, email checks, pre-registration,
 * payments and account checks. With `store` (the PostgreSQL server every instance shares) the
 * counts live in its `rate_limits` table, so two instances allow one budget between them; on the
 * embedded database, in memory. Either way an account or address is counted under its keyed hash
 * (HMAC-SHA-256 with a key the instances share in the database), never as itself.
 */
export function createAttemptLimiter(config: Config, store?: Database): AttemptLimiter {
  const memoryKey = randomBytes(32);
  const hashKey = async (): Promise<Buffer> => (store ? secretKey(store, 'attempt-counts') : memoryKey);
  const make = (kind: AttemptKind, budget: Budget): RateLimiterAbstract => {
    const options = {
      points: budget.points,
      duration: budget.minutes * 60,
      keyPrefix: `${config.rateLimitNamespace}${kind}-${budget.by}`,
    };
    if (!store) return new RateLimiterMemory(options);
    // The app clears expired rows on its own schedule (clearExpired), stopped when it closes: the
    // library's own timer would outlive the app and its database.
    return new RateLimiterDrizzle({ ...options, storeClient: store, schema: rateLimits, clearExpiredByTimeout: false });
  };
  const limiters = Object.fromEntries(
    Object.entries(budgets(config)).map(([kind, list]) => [
      kind,
      list.map((budget) => ({ budget, limiter: make(kind as AttemptKind, budget) })),
    ]),
  ) as Record<AttemptKind, { budget: Budget; limiter: RateLimiterAbstract }[]>;

  const rawKeyOf = (by: Budget['by'], keys: AttemptKeys): string | undefined => {
    const account = keys.account?.trim().toLowerCase();
    if (by === 'address') return keys.address || undefined;
    if (!account) return undefined;
    if (by === 'account') return account;
    return keys.address ? `${account}|${keys.address}` : undefined;
  };
  const keyOf = async (by: Budget['by'], keys: AttemptKeys): Promise<string | undefined> => {
    const raw = rawKeyOf(by, keys);
    return raw === undefined ? undefined : keyedHash(await hashKey(), raw);
  };

  return {
    async consume(kind, keys) {
      let retryAfter = 0;
      // Unknown until the account-and-address budget is counted (without an address: never known).
      let addressFailedBefore = true;
      for (const { budget, limiter } of limiters[kind]) {
        const key = await keyOf(budget.by, keys);
        if (key === undefined) continue;
        try {
          const counted = await limiter.consume(key);
          if (budget.by === 'accountAddress') addressFailedBefore = counted.consumedPoints > 1;
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw error;
          if (budget.sparesFreshAddresses && !addressFailedBefore) continue;
          retryAfter = Math.max(retryAfter, Math.ceil(error.msBeforeNext / 1000));
        }
      }
      if (retryAfter > 0) throw tooManyRequests(retryAfter);
    },
    async forgive(kind, keys) {
      for (const { budget, limiter } of limiters[kind]) {
        const key = await keyOf(budget.by, keys);
        if (key === undefined) continue;
        if (budget.by === 'accountAddress') await limiter.delete(key);
        else await limiter.reward(key);
      }
    },
    async clearExpired() {
      if (store) await store.delete(rateLimits).where(lt(rateLimits.expire, new Date(Date.now() - expiredKeptMs)));
    },
  };
}
