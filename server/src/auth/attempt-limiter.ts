import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config.js';
import { tooManyRequests } from '../common/errors.js';

export type AttemptKind = 'login' | 'forgot' | 'recovery' | 'emailCheck' | 'preRegistration';
export type AttemptLimiter = {
  /** Counts one attempt against the account and the network address; fails when either is over. */
  consume(kind: AttemptKind, account: string, address: string): Promise<void>;
};

/** Per-account and per-address limits for sign-in, password recovery, course-registration recovery and email checks, and doctor pre-registration. */
export function createAttemptLimiter(config: Config): AttemptLimiter {
  const make = (points: number, minutes: number, keyPrefix: string) =>
    new RateLimiterMemory({ points, duration: minutes * 60, keyPrefix });
  const limiters = {
    login: {
      account: make(config.loginRateLimit.perAccount, config.loginRateLimit.windowMinutes, 'login-account'),
      address: make(config.loginRateLimit.perAddress, config.loginRateLimit.windowMinutes, 'login-address'),
    },
    recovery: {
      account: make(config.recoveryRateLimit.perAccount, config.recoveryRateLimit.windowMinutes, 'recovery-account'),
      address: make(config.recoveryRateLimit.perAddress, config.recoveryRateLimit.windowMinutes, 'recovery-address'),
    },
    emailCheck: {
      account: make(config.emailCheckRateLimit.perAccount, config.emailCheckRateLimit.windowMinutes, 'email-check-account'),
      address: make(config.emailCheckRateLimit.perAddress, config.emailCheckRateLimit.windowMinutes, 'email-check-address'),
    },
    forgot: {
      account: make(config.forgotRateLimit.perAccount, config.forgotRateLimit.windowMinutes, 'forgot-account'),
      address: make(config.forgotRateLimit.perAddress, config.forgotRateLimit.windowMinutes, 'forgot-address'),
    },
    preRegistration: {
      account: make(config.preRegistrationRateLimit.perAccount, config.preRegistrationRateLimit.windowMinutes, 'pre-registration-account'),
      address: make(config.preRegistrationRateLimit.perAddress, config.preRegistrationRateLimit.windowMinutes, 'pre-registration-address'),
    },
  };
  return {
    async consume(kind, account, address) {
      try {
        await limiters[kind].address.consume(address);
        if (account) await limiters[kind].account.consume(account.trim().toLowerCase());
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooManyRequests();
        throw error;
      }
    },
  };
}
