import Chip from '@mui/material/Chip';
import { useLingui } from '@lingui/react/macro';
import type { PublicationState } from '../../gql/graphql';

const stateColor = { PUBLISHED: 'success', DRAFT: 'default', SCHEDULED: 'info', EXPIRED: 'warning' } as const;

/**
 * Where an item of app content stands for the app: Publicado, Borrador, Programado or Vencido,
 * agreeing with the item's noun ("la pregunta" publicada, "el slide" publicado).
 */
export function PublicationStateChip({ state, feminine = false }: { state: PublicationState; feminine?: boolean }) {
  const { t } = useLingui();
  const labels: Record<PublicationState, string> = feminine
    ? {
        PUBLISHED: t({ message: 'Publicada', context: 'estado de contenido de la app, femenino' }),
        DRAFT: t({ message: 'Borrador', context: 'estado de contenido de la app' }),
        SCHEDULED: t({ message: 'Programada', context: 'estado de contenido de la app, femenino' }),
        EXPIRED: t({ message: 'Vencida', context: 'estado de contenido de la app, femenino' }),
      }
    : {
        PUBLISHED: t({ message: 'Publicado', context: 'estado de contenido de la app, masculino' }),
        DRAFT: t({ message: 'Borrador', context: 'estado de contenido de la app' }),
        SCHEDULED: t({ message: 'Programado', context: 'estado de contenido de la app, masculino' }),
        EXPIRED: t({ message: 'Vencido', context: 'estado de contenido de la app, masculino' }),
      };
  return <Chip size="small" color={stateColor[state]} label={labels[state]} />;
}
