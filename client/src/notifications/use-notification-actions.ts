import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { DeleteNotificationDocument, ResendNotificationDocument } from '../gql/graphql';
import { useConfirmedAction } from '../shell/feedback/use-confirmed-action';
import type { NotificationTarget as Target } from './notification-values';

/**
 * Resend and delete, each after the confirmation of SPEC point 8. Each resolves true when it was
 * done. A resent notification comes back SENDING into the cache, so its row starts moving.
 */
export function useNotificationActions() {
  const { t } = useLingui();
  const confirmedAction = useConfirmedAction();
  const [resendNotification] = useMutation(ResendNotificationDocument);
  const [deleteNotification] = useMutation(DeleteNotificationDocument);
  /** Whom a resend reaches, as the confirmation says it: all devices only when it went to everyone. */
  const resentTo = ({ audience, recipientName }: Pick<Target, 'audience' | 'recipientName'>) => {
    if (audience === 'USER' && recipientName)
      return t`La notificación será reenviada a los dispositivos de ${recipientName}.`;
    if (audience === 'PATIENTS') return t`La notificación será reenviada a los dispositivos de los pacientes.`;
    if (audience === 'STAFF') return t`La notificación será reenviada a los dispositivos del personal.`;
    return t`La notificación será reenviada a todos los dispositivos.`;
  };
  return {
    resend: ({ id, name, ...reach }: Target) =>
      confirmedAction({
        title: t`Reenviar «${name}»`,
        message: `${resentTo(reach)} ${t`¿Deseas continuar?`}`,
        work: () => resendNotification({ variables: { id } }),
        done: t`Notificación reenviada.`,
      }),
    remove: ({ id, name }: Target) =>
      confirmedAction({
        title: t`Eliminar «${name}»`,
        message: `${t`La notificación será eliminada.`} ${t`¿Deseas continuar?`}`,
        work: () => deleteNotification({ variables: { id } }),
        done: t`Notificación eliminada.`,
      }),
  };
}
