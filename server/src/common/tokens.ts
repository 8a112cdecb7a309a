import { createHash, randomBytes } from 'node:crypto';

/** A new random opaque token (256 bits, URL-safe). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores of a token: its SHA-256, so a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
