import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { DiscardDicomReceivedStudyDocument, type DicomReceivedStudyFieldsFragment } from '../gql/graphql';
import { useConfirmedAction } from '../shell/feedback/use-confirmed-action';
import { patientStudiesPath } from './received-study-format';

type Props = {
  received: DicomReceivedStudyFieldsFragment;
  onAssign: (received: DicomReceivedStudyFieldsFragment) => void;
  /** One above the other (a table's narrow last column); side by side otherwise. */
  stacked?: boolean;
};

/** "Asignar" and "Descartar" for a waiting study; the patient's studies once it is assigned. */
export function ReceivedStudyActions({ received, onAssign, stacked = false }: Props) {
  const { t } = useLingui();
  const confirmed = useConfirmedAction();
  const [discard] = useMutation(DiscardDicomReceivedStudyDocument, {
    refetchQueries: ['DicomInbox', 'DicomInboxPendingCount'],
  });
  if (received.status === 'ASSIGNED' && received.patient && received.studyId)
    return (
      <Link component={RouterLink} to={patientStudiesPath(received.patient.id)}>
        <Trans>Ver estudios del paciente</Trans>
      </Link>
    );
  if (received.status !== 'PENDING') return null;
  const removed = plural(received.imageCount, {
    one: 'Se borrará del portal su imagen.',
    other: 'Se borrarán del portal sus # imágenes.',
  });
  return (
    <Stack direction={stacked ? 'column' : 'row'} spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" size="small" onClick={() => onAssign(received)}>
        <Trans>Asignar</Trans>
      </Button>
      <Button
        color="error"
        size="small"
        onClick={() =>
          void confirmed({
            title: t`Descartar estudio recibido`,
            message: t`${removed} Si el equipo vuelve a enviarlo, aparecerá de nuevo en Pendientes.`,
            work: () => discard({ variables: { id: received.id } }),
            done: t`Estudio descartado.`,
          })
        }
      >
        <Trans>Descartar</Trans>
      </Button>
    </Stack>
  );
}
