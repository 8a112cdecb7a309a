import { useMutation } from '@apollo/client/react';
import MedicalServices from '@mui/icons-material/MedicalServices';
import { useLingui } from '@lingui/react/macro';
import { DeleteServiceDocument, ReorderServicesDocument, type AdminServiceFieldsFragment } from '../../gql/graphql';
import { ContentThumbnail, thumbnailUrl } from '../content-admin/ContentThumbnail';
import { OrderedContentTable } from '../content-admin/OrderedContentTable';
import { useConfirmedAction } from '../../shell/feedback/use-confirmed-action';
import { serviceEditPath } from './service-paths';

type Props = { services: AdminServiceFieldsFragment[]; canReorder: boolean; onChanged: () => void };

/** The services in the app's order, with their picture, to move, edit or delete. */
export function ServicesTable({ services, canReorder, onChanged }: Props) {
  const { t } = useLingui();
  const confirmedAction = useConfirmedAction();
  const [deleteService] = useMutation(DeleteServiceDocument);
  const [reorderServices] = useMutation(ReorderServicesDocument);

  const remove = async (service: AdminServiceFieldsFragment) => {
    const name = service.name;
    const removed = await confirmedAction({
      title: t`Eliminar «${name}»`,
      message: `${t`El servicio será eliminado.`} ${t`¿Deseas continuar?`}`,
      work: () => deleteService({ variables: { id: service.id } }),
      done: t`Servicio eliminado.`,
    });
    if (removed) onChanged();
  };

  return (
    <OrderedContentTable
      items={services}
      label={t`Servicios`}
      nameOf={(service) => service.name}
      columns={[
        {
          header: t`Imagen`,
          cell: (service) => <ContentThumbnail url={thumbnailUrl(service.image)} icon={MedicalServices} />,
        },
        {
          header: t({ message: 'Nombre', context: 'nombre de un servicio' }),
          cell: (service) => service.name,
          minWidth: 220,
        },
      ]}
      editPath={serviceEditPath}
      canReorder={canReorder}
      onReorder={async (ids) => {
        await reorderServices({ variables: { ids } });
        onChanged();
      }}
      onDelete={(service) => void remove(service)}
    />
  );
}
