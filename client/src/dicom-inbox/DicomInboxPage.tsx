import { useQuery } from '@apollo/client/react';
import SettingsInputAntenna from '@mui/icons-material/SettingsInputAntenna';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  DicomInboxDocument,
  type DicomReceivedStudyFieldsFragment,
  type DicomReceivedStudyStatus,
} from '../gql/graphql';
import { EmptyState } from '../shell/EmptyState';
import { QueryState } from '../shell/QueryState';
import { ShowMoreButton } from '../shell/paging/ShowMoreButton';
import { useShowMore } from '../shell/paging/use-show-more';
import { shownKey, useShownRows } from '../shell/paging/use-shown-rows';
import { useUrlParams } from '../shell/url-state/use-url-params';
import { AssignReceivedStudyDialog } from './AssignReceivedStudyDialog';
import { ReceivedStudiesTable } from './ReceivedStudiesTable';

const statuses: readonly DicomReceivedStudyStatus[] = ['PENDING', 'ASSIGNED', 'DISCARDED'];

/**
 * "Recibidos del equipo" (/virtuallab/recibidos, study staff): what the scanners sent to the DICOM
 * listener, by status (Pendientes, Asignados, Descartados, in the URL as ?status=), newest first;
 * a waiting study is assigned to a patient and a study type, or discarded.
 */
export function DicomInboxPage() {
  const { t } = useLingui();
  const { params, update } = useUrlParams();
  const status = statuses.find((known) => known === params.get('status')) ?? 'PENDING';
  const rows = useShownRows(20, status);
  const result = useQuery(DicomInboxDocument, {
    variables: { status, first: rows.first, after: null },
    fetchPolicy: 'cache-and-network',
  });
  const more = useShowMore(result, 'dicomInbox', rows.remember);
  const [assigning, setAssigning] = useState<DicomReceivedStudyFieldsFragment | null>(null);
  const page = result.data?.dicomInbox;
  const labels: Record<DicomReceivedStudyStatus, string> = {
    PENDING: t`Pendientes`,
    ASSIGNED: t`Asignados`,
    DISCARDED: t`Descartados`,
  };
  const empty: Record<DicomReceivedStudyStatus, string> = {
    PENDING: t`No hay estudios del equipo esperando asignación.`,
    ASSIGNED: t`Aún no se ha asignado ningún estudio recibido del equipo.`,
    DISCARDED: t`No hay estudios descartados.`,
  };
  return (
    <Stack spacing={2}>
      <Tabs
        value={status}
        onChange={(_, next: DicomReceivedStudyStatus) =>
          update({ status: next === 'PENDING' ? null : next, [shownKey]: null })
        }
        variant="scrollable"
        aria-label={t`Estado`}
      >
        {statuses.map((value) => (
          <Tab
            key={value}
            value={value}
            label={value === status && page ? `${labels[value]} (${page.totalCount})` : labels[value]}
          />
        ))}
      </Tabs>
      {!page ? (
        <QueryState loading={result.loading} error={result.error} onRetry={() => void result.refetch()} />
      ) : page.edges.length === 0 ? (
        <EmptyState icon={SettingsInputAntenna} message={empty[status]}>
          {status === 'PENDING' && <HowScannersSend />}
        </EmptyState>
      ) : (
        <ReceivedStudiesTable received={page.edges.map((edge) => edge.node)} onAssign={setAssigning} />
      )}
      <ShowMoreButton more={more} />
      {assigning && <AssignReceivedStudyDialog received={assigning} onClose={() => setAssigning(null)} />}
    </Stack>
  );
}

/** How studies get here, and how they skip this page: the "ID para el equipo". */
function HowScannersSend() {
  return (
    <Stack spacing={1} sx={{ mt: 2, maxWidth: 640, mx: 'auto', textAlign: 'start' }}>
      <Typography variant="body2">
        <Trans>
          Los equipos del laboratorio (panorámico, tomógrafo, sensores intraorales) envían sus estudios al portal por
          DICOM, al AE title del portal que se configura en Ajustes, sección «Equipo DICOM», y solo desde los AE titles
          de los equipos que ahí se aceptan.
        </Trans>
      </Typography>
      <Typography variant="body2">
        <Trans>
          Si al tomar el estudio escribes en el equipo, como ID del paciente, su «ID para el equipo» (la P y el número
          que aparecen en el encabezado del paciente, por ejemplo P123), el portal lo reconoce: si en Ajustes hay un
          tipo de estudio para lo recibido del equipo, llega solo a su expediente, oculto y en proceso; si no, espera
          aquí con el paciente sugerido. Lo que no se reconoce, o cuya fecha de nacimiento no coincide, espera aquí
          hasta que lo asignes o lo descartes.
        </Trans>
      </Typography>
    </Stack>
  );
}
