import { useMutation } from '@apollo/client/react';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import {
  DeleteWelcomeModalDocument,
  ReorderWelcomeModalsDocument,
  type AdminWelcomeModalFieldsFragment,
} from '../../gql/graphql';
import { ContentThumbnail, thumbnailUrl } from '../content-admin/ContentThumbnail';
import { OrderedContentTable } from '../content-admin/OrderedContentTable';
import { useConfirmedAction } from '../../shell/feedback/use-confirmed-action';
import { welcomeModalEditPath } from './welcome-modal-paths';

type Props = { modals: AdminWelcomeModalFieldsFragment[]; canReorder: boolean; onChanged: () => void };

/** The welcome modals in the app's order, with their picture, title and text, to move, edit or delete. */
export function WelcomeModalsTable({ modals, canReorder, onChanged }: Props) {
  const { t } = useLingui();
  const confirmedAction = useConfirmedAction();
  const [deleteWelcomeModal] = useMutation(DeleteWelcomeModalDocument);
  const [reorderWelcomeModals] = useMutation(ReorderWelcomeModalsDocument);

  const remove = async (modal: AdminWelcomeModalFieldsFragment) => {
    const title = modal.title;
    const removed = await confirmedAction({
      title: t`Eliminar «${title}»`,
      message: `${t`El modal de bienvenida será eliminado.`} ${t`¿Deseas continuar?`}`,
      work: () => deleteWelcomeModal({ variables: { id: modal.id } }),
      done: t`Modal de bienvenida eliminado.`,
    });
    if (removed) onChanged();
  };

  return (
    <OrderedContentTable
      items={modals}
      label={t`Modales de bienvenida`}
      nameOf={(modal) => modal.title}
      columns={[
        { header: t`Imagen`, cell: (modal) => <ContentThumbnail url={thumbnailUrl(modal.image)} /> },
        {
          header: t`Título y texto`,
          minWidth: 260,
          cell: (modal) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {modal.title}
              </Typography>
              {modal.body && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
                >
                  {modal.body}
                </Typography>
              )}
            </>
          ),
        },
      ]}
      editPath={welcomeModalEditPath}
      canReorder={canReorder}
      onReorder={async (ids) => {
        await reorderWelcomeModals({ variables: { ids } });
        onChanged();
      }}
      onDelete={(modal) => void remove(modal)}
    />
  );
}
