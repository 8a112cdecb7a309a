import { useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { apiErrorsOf } from '../api/api-errors';
import { StudyShareClosedDocument } from '../gql/graphql';

/**
 * Whether an open link has closed while its page is open: revoked (the server tells the page over
 * its WebSocket, from whichever instance revoked it) or expired (its own clock).
 */
export function useShareClosing(grant: string, expiresAt: string): boolean {
  const [expired, setExpired] = useState(() => Date.parse(expiresAt) <= Date.now());
  const { data, error } = useSubscription(StudyShareClosedDocument, { variables: { grant } });
  useEffect(() => {
    const left = Date.parse(expiresAt) - Date.now();
    if (left <= 0) return;
    // Browsers cap timers at about 24.8 days; a link lives 30 at most, so look again then.
    const timer = setTimeout(() => setExpired(Date.parse(expiresAt) <= Date.now()), Math.min(left, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [expiresAt]);
  // Refused as not found: the link closed between opening and listening (a lost socket is not that).
  const refused = apiErrorsOf(error)?.some((apiError) => apiError.code === 'NOT_FOUND') ?? false;
  return expired || data?.studyShareClosed !== undefined || refused;
}
