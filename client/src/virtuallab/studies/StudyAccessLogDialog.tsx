import { useQuery } from '@apollo/client/react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ClinicalAccessAction, StudyAccessLogDocument } from '../../gql/graphql';
import { formatLabDateTime } from '../../shell/format/lab-time';
import { QueryState } from '../../shell/QueryState';

const actionLabels: Partial<Record<ClinicalAccessAction, MessageDescriptor>> = {
  FILE_VIEW: msg`Vio`,
  FILE_DOWNLOAD: msg`Descargó`,
  FILE_UPLOAD: msg`Subió`,
  FILE_DELETE: msg`Eliminó`,
};

type Props = { studyId: string; title: string; onClose: () => void };

/** Who viewed, downloaded, uploaded or deleted the study's files, newest first (admins). */
export function StudyAccessLogDialog({ studyId, title, onClose }: Props) {
  const { t, i18n } = useLingui();
  // What was done, in the user's language (a study's log holds file actions only).
  const labelOf = (action: ClinicalAccessAction) => {
    const label = actionLabels[action];
    return label ? i18n._(label) : action;
  };
  const { data, loading, error, refetch } = useQuery(StudyAccessLogDocument, {
    variables: { studyId },
    fetchPolicy: 'network-only',
  });
  const entries = data?.studyAccessLog ?? [];

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="study-access-log-title">
      <DialogTitle id="study-access-log-title">
        <Trans>Registro de accesos: {title}</Trans>
      </DialogTitle>
      <DialogContent>
        {!data ? (
          <QueryState loading={loading} error={error} onRetry={() => void refetch()} />
        ) : entries.length === 0 ? (
          <Typography color="text.secondary">
            <Trans>Nadie ha abierto los archivos de este estudio todavía.</Trans>
          </Typography>
        ) : (
          <Table size="small" aria-label={t`Registro de accesos`}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <Trans>Fecha y hora</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Usuario</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Acción</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Archivo</Trans>
                </TableCell>
                <TableCell>
                  <Trans>Dirección IP</Trans>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatLabDateTime(entry.at as string, i18n.locale)}
                  </TableCell>
                  <TableCell>{entry.userName ?? '—'}</TableCell>
                  <TableCell>{labelOf(entry.action)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.fileName ?? '—'}</TableCell>
                  <TableCell>{entry.ip ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Cerrar</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
