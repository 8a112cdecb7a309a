import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';
import type { NotificationState } from '../gql/graphql';

const stateColor = { SENDING: 'info', SENT: 'success', NO_DEVICES: 'warning' } as const;

/** Where the last sending of a notification stands: Enviando, Enviada or Sin dispositivos. */
export function NotificationStateChip({ state }: { state: NotificationState }) {
  const { t } = useLingui();
  const labels: Record<NotificationState, string> = {
    SENDING: t({ message: 'Enviando', context: 'estado de una notificación push' }),
    SENT: t({ message: 'Enviada', context: 'estado de una notificación push' }),
    NO_DEVICES: t({ message: 'Sin dispositivos', context: 'estado de una notificación push' }),
  };
  return <Chip size="small" color={stateColor[state]} label={labels[state]} />;
}
