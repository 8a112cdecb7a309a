import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DicomReceivedStudyFieldsFragment } from '../gql/graphql';
import { formatDay, formatLabDateTime } from '../shell/format/lab-time';
import { PortalPatient } from './PortalPatient';
import { ReceivedStudyActions } from './ReceivedStudyActions';
import { ReceivedStudyCards } from './ReceivedStudyCards';
import { dicomPersonName } from './received-study-format';

type Props = {
  received: DicomReceivedStudyFieldsFragment[];
  onAssign: (received: DicomReceivedStudyFieldsFragment) => void;
};

/** What the scanners sent: a table at desktop widths (the sending scanner under when it arrived), cards on a phone. */
export function ReceivedStudiesTable({ received, onAssign }: Props) {
  const { t, i18n } = useLingui();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (phone) return <ReceivedStudyCards received={received} onAssign={onAssign} />;
  return (
    <TableContainer component={Paper}>
      <Table aria-label={t`Estudios recibidos del equipo`}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Trans>Paciente en el equipo</Trans>
            </TableCell>
            <TableCell>
              <Trans>Nacimiento</Trans>
            </TableCell>
            <TableCell>
              <Trans>Estudio</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Imágenes</Trans>
            </TableCell>
            <TableCell>
              <Trans>Recibido</Trans>
            </TableCell>
            <TableCell>
              <Trans>Paciente del portal</Trans>
            </TableCell>
            <TableCell>
              <Trans>Acciones</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {received.map((study) => (
            <TableRow key={study.id} hover sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ minWidth: 160 }}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {dicomPersonName(study.dicomPatientName) || t`Sin nombre`}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {study.dicomPatientId ? t`ID: ${study.dicomPatientId}` : t`Sin ID`}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(study.dicomPatientBirthDate) || '—'}</TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {[formatDay(study.studyDate), study.modality].filter(Boolean).join(' · ') || '—'}
                </Typography>
                {study.studyDescription && (
                  <Typography variant="caption" color="text.secondary">
                    {study.studyDescription}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">{study.imageCount}</TableCell>
              <TableCell>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {formatLabDateTime(study.lastReceivedAt, i18n.locale)}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  <Trans>de {study.callingAeTitle}</Trans>
                </Typography>
              </TableCell>
              <TableCell>
                <PortalPatient received={study} />
              </TableCell>
              <TableCell>
                <ReceivedStudyActions received={study} onAssign={onAssign} stacked />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
