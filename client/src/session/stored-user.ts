import { useSyncExternalStore } from 'react';
import type { Role } from '../../../shared/limits';

/** The signed-in user as kept in localStorage under `user` (SPEC point 3). */
export type StoredUser = {
  id: string;
  name: string;
  type: { slug: Role };
  profile_completion_pending: boolean;
  token: string;
  /** Epoch milliseconds; the session counts as alive while now < expires_at. */
  expires_at: number;
  /** Set when the user signed in through the lab's identity provider, with the provider's tokens. */
  identity_provider?: boolean;
  access_token?: string;
  id_token?: string;
};

const storageKey = 'user';
export const storedUserRefreshMs = 5000;

const listeners = new Set<() => void>();
let cachedRaw: string | null = null;
let cachedUser: StoredUser | null = null;
let refreshTimer: ReturnType<typeof setInterval> | undefined;

function parse(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredUser>;
    if (typeof value.token !== 'string' || typeof value.expires_at !== 'number' || !value.type?.slug) {
      return null;
    }
    return value as StoredUser;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

/** The stored user while its session is alive, else null (an expired entry is removed). */
export function getStoredUser(): StoredUser | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parse(raw);
  }
  if (cachedUser && Date.now() >= cachedUser.expires_at) {
    // Called during render by useSyncExternalStore: remove the entry after this render.
    setTimeout(() => {
      if (readRaw() === cachedRaw) clearStoredUser();
    }, 0);
    return null;
  }
  return cachedUser;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function saveStoredUser(user: StoredUser): void {
  localStorage.setItem(storageKey, JSON.stringify(user));
  notify();
}

/** Merges changes into the stored user (e.g. profile completed); no-op without a user. */
export function updateStoredUser(patch: Partial<Omit<StoredUser, 'token' | 'expires_at'>>): void {
  const current = getStoredUser();
  if (current) saveStoredUser({ ...current, ...patch });
}

export function clearStoredUser(): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing stored when storage is unavailable.
  }
  cachedRaw = null;
  cachedUser = null;
  notify();
}

/** Subscribes to changes: local writes, other tabs, and a re-read every 5 s (expiry included). */
export function subscribeStoredUser(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('storage', notify);
    refreshTimer = setInterval(notify, storedUserRefreshMs);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', notify);
      clearInterval(refreshTimer);
    }
  };
}

export function useStoredUser(): StoredUser | null {
  return useSyncExternalStore(subscribeStoredUser, getStoredUser, () => null);
}

/** Bearer header value for API calls, or undefined when nobody is signed in. */
export function authorizationHeader(): string | undefined {
  const user = getStoredUser();
  return user ? `Bearer ${user.token}` : undefined;
}
