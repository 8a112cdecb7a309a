import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '../../../shared/messages.js';
import { projectRoot } from './project-root.js';
import { AppError } from './errors.js';

/**
 * One lowercase password a line; where it comes from and its licence: common-passwords.LICENSE.txt.
 * Read once when the server loads (a few milliseconds), so a missing file stops the start.
 */
const common = new Set(
  readFileSync(join(projectRoot, 'server/src/common/common-passwords.txt'), 'utf8').split('\n').filter(Boolean),
);

/** True when the password, in any letter case, is on the shipped list of common passwords. */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

/**
 * Refuses a new password that is on the list (OWASP ASVS), as a BAD_USER_INPUT on `password`
 * shaped like the shared rules' errors. Call it after those rules and before anything is written.
 */
export function assertUncommonPassword(password: string | null | undefined): void {
  if (!password || !isCommonPassword(password)) return;
  const message = messages.passwordCommon;
  throw new AppError('BAD_USER_INPUT', message, { field: 'password', fields: { password: message } });
}
