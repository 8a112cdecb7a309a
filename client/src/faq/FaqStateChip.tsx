import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';
import type { PublicationState } from '../gql/graphql';

const stateColor = { PUBLISHED: 'success', DRAFT: 'default', SCHEDULED: 'info', EXPIRED: 'warning' } as const;

/** Where a FAQ stands for the app: Publicada, Borrador, Programada or Vencida. */
export function FaqStateChip({ state }: { state: PublicationState }) {
  const { t } = useLingui();
  const labels: Record<PublicationState, string> = {
    PUBLISHED: t({ message: 'Publicada', context: 'estado de una pregunta frecuente' }),
    DRAFT: t({ message: 'Borrador', context: 'estado de una pregunta frecuente' }),
    SCHEDULED: t({ message: 'Programada', context: 'estado de una pregunta frecuente' }),
    EXPIRED: t({ message: 'Vencida', context: 'estado de una pregunta frecuente' }),
  };
  return <Chip size="small" color={stateColor[state]} label={labels[state]} />;
}
