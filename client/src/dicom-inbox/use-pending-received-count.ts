import { useQuery } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { DicomInboxPendingCountDocument } from '../gql/graphql';

/** How often the menu asks again: a scanner sends without the portal being told. */
const pendingPollMs = 60_000;

/** The menu's count of received studies waiting in "Recibidos del equipo". */
export function usePendingReceivedCount() {
  const { data } = useQuery(DicomInboxPendingCountDocument, {
    pollInterval: pendingPollMs,
    fetchPolicy: 'cache-and-network',
  });
  return {
    count: data?.dicomInbox.totalCount ?? null,
    label: (count: number) => plural(count, { one: '# estudio pendiente', other: '# estudios pendientes' }),
  };
}
