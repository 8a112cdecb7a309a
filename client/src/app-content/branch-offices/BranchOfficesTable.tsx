import Store from '@mui/icons-material/Store';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import {
  DeleteBranchOfficeDocument,
  ReorderBranchOfficesDocument,
  type AdminBranchOfficeFieldsFragment,
} from '../../gql/graphql';
import { ContentThumbnail, thumbnailUrl } from '../content-admin/ContentThumbnail';
import { OrderedContentTable } from '../content-admin/OrderedContentTable';
import { useConfirmedAction } from '../../shell/feedback/use-confirmed-action';
import { branchOfficeEditPath } from './branch-office-paths';

type Props = { offices: AdminBranchOfficeFieldsFragment[]; canReorder: boolean; onChanged: () => void };

/** The branch offices in the app's order, to move, edit or delete. */
export function BranchOfficesTable({ offices, canReorder, onChanged }: Props) {
  const { t } = useLingui();
  const confirmedAction = useConfirmedAction();
  const [deleteBranchOffice] = useMutation(DeleteBranchOfficeDocument);
  const [reorderBranchOffices] = useMutation(ReorderBranchOfficesDocument);

  const remove = async (office: AdminBranchOfficeFieldsFragment) => {
    const name = office.name;
    const removed = await confirmedAction({
      title: t`Eliminar «${name}»`,
      message: `${t`La sucursal será eliminada.`} ${t`¿Deseas continuar?`}`,
      work: () => deleteBranchOffice({ variables: { id: office.id } }),
      done: t`Sucursal eliminada.`,
    });
    if (removed) onChanged();
  };

  return (
    <OrderedContentTable
      items={offices}
      label={t`Sucursales`}
      nameOf={(office) => office.name}
      columns={[
        { header: t`Foto`, cell: (office) => <ContentThumbnail url={thumbnailUrl(office.image)} icon={Store} /> },
        {
          header: t({ message: 'Nombre', context: 'nombre de una sucursal' }),
          cell: (office) => office.name,
          minWidth: 160,
        },
        { header: t`Dirección`, cell: (office) => office.address, minWidth: 220 },
        { header: t`Teléfonos`, cell: (office) => office.phones.join(', ') || '—' },
      ]}
      feminine
      editPath={branchOfficeEditPath}
      canReorder={canReorder}
      onReorder={async (ids) => {
        await reorderBranchOffices({ variables: { ids } });
        onChanged();
      }}
      onDelete={(office) => void remove(office)}
    />
  );
}
