import { useEffect, useState } from 'react';
import { watchShareClosing } from './watch-share-closing';

/**
 * Whether an open link has closed while its page is open: revoked (the server tells the page over
 * its WebSocket, from whichever instance revoked it) or expired (its own clock).
 */
export function useShareClosing(grant: string, expiresAt: string): boolean {
  const [expired, setExpired] = useState(() => Date.parse(expiresAt) <= Date.now());
  const [revoked, setRevoked] = useState(false);
  useEffect(() => watchShareClosing(grant, () => setRevoked(true)), [grant]);
  useEffect(() => {
    const left = Date.parse(expiresAt) - Date.now();
    if (left <= 0) return;
    // Browsers cap timers at about 24.8 days; a link lives 30 at most, so look again then.
    const timer = setTimeout(() => setExpired(Date.parse(expiresAt) <= Date.now()), Math.min(left, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return expired || revoked;
}
