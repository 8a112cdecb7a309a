import { useMutation } from '@apollo/client/react';
import Inventory2 from '@mui/icons-material/Inventory2';
import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';
import { DeletePackageDocument, ReorderPackagesDocument, type AdminPackageFieldsFragment } from '../../gql/graphql';
import { ContentThumbnail, thumbnailUrl } from '../content-admin/ContentThumbnail';
import { OrderedContentTable } from '../content-admin/OrderedContentTable';
import { useConfirmedAction } from '../../shell/feedback/use-confirmed-action';
import { formatMoney } from '../../shell/format/locale-format';
import { packageEditPath } from './package-paths';

type Props = { items: AdminPackageFieldsFragment[]; canReorder: boolean; readOnly: boolean; onChanged: () => void };

/** The packages in the app's order, with their picture, study types and price, to move, edit or delete. */
export function PackagesTable({ items, canReorder, readOnly, onChanged }: Props) {
  const { t, i18n } = useLingui();
  const confirmedAction = useConfirmedAction();
  const [deletePackage] = useMutation(DeletePackageDocument);
  const [reorderPackages] = useMutation(ReorderPackagesDocument);

  const remove = async (item: AdminPackageFieldsFragment) => {
    const name = item.name;
    const removed = await confirmedAction({
      title: t`Eliminar «${name}»`,
      message: `${t`El paquete será eliminado.`} ${t`¿Deseas continuar?`}`,
      work: () => deletePackage({ variables: { id: item.id } }),
      done: t`Paquete eliminado.`,
    });
    if (removed) onChanged();
  };

  return (
    <OrderedContentTable
      items={items}
      label={t`Paquetes`}
      nameOf={(item) => item.name}
      columns={[
        {
          header: t`Imagen`,
          cell: (item) => <ContentThumbnail url={thumbnailUrl(item.image)} icon={Inventory2} />,
        },
        {
          header: t({ message: 'Nombre', context: 'nombre de un paquete' }),
          cell: (item) => item.name,
          minWidth: 200,
        },
        {
          header: t`Tipos de estudio`,
          cell: (item) => item.studyTypes.map((type) => type.name).join(', '),
          minWidth: 220,
        },
        {
          header: t`Precio`,
          cell: (item) => (
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(item.price, i18n.locale)}
            </Box>
          ),
        },
      ]}
      editPath={packageEditPath}
      canReorder={canReorder}
      readOnly={readOnly}
      onReorder={async (ids) => {
        await reorderPackages({ variables: { ids } });
        onChanged();
      }}
      onDelete={(item) => void remove(item)}
    />
  );
}
