import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClinicalAccessLogQuery } from '../gql/graphql';
import { formatLabDateTime } from '../shell/format/lab-time';
import { actionLabels } from './access-log-labels';

export type AccessEntry = ClinicalAccessLogQuery['clinicalAccessLog']['edges'][number]['node'];

/** The entries, newest first: when, who, what, whose, which object, allowed or refused, from where. */
export function AccessLogTable({ entries }: { entries: AccessEntry[] }) {
  const { t, i18n } = useLingui();
  return (
    <TableContainer component={Paper}>
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
              <Trans>Paciente</Trans>
            </TableCell>
            <TableCell>
              <Trans>Estudio / archivo</Trans>
            </TableCell>
            <TableCell>
              <Trans>Resultado</Trans>
            </TableCell>
            <TableCell>
              <Trans>Dirección IP</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatLabDateTime(entry.at, i18n.locale, { seconds: true })}
              </TableCell>
              <TableCell>{entry.userName ?? '—'}</TableCell>
              <TableCell>{i18n._(actionLabels[entry.action])}</TableCell>
              <TableCell>
                <PatientCell entry={entry} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <ObjectCell entry={entry} />
              </TableCell>
              <TableCell>
                {entry.allowed ? (
                  <Chip size="small" color="success" variant="outlined" label={t`Permitido`} />
                ) : (
                  <Chip size="small" color="error" label={t`Rechazado`} />
                )}
              </TableCell>
              <TableCell>{entry.ip ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function PatientCell({ entry }: { entry: AccessEntry }) {
  const { t } = useLingui();
  if (!entry.patientId) return '—';
  return (
    <>
      {entry.patientName ?? t`Sin nombre`}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        #{entry.patientId}
      </Typography>
    </>
  );
}

/** "Estudio 12 · panoramica.png", "Adjunto del chat · receta.pdf", "Archivo 40" (a refused file id). */
function ObjectCell({ entry }: { entry: AccessEntry }) {
  const { t } = useLingui();
  const { studyId, fileId, fileName, chatMessageId } = entry;
  const parts: string[] = [];
  if (studyId) parts.push(t`Estudio ${studyId}`);
  if (chatMessageId) parts.push(t`Adjunto del chat`);
  if (fileName) parts.push(fileName);
  else if (fileId) parts.push(t`Archivo ${fileId}`);
  else if (chatMessageId) parts.push(t`Mensaje ${chatMessageId}`);
  return parts.length ? parts.join(' · ') : '—';
}
