import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { ControlBoardQuery } from '../gql/graphql';
import { formatLabDay } from '../shell/format/lab-time';

type Upload = ControlBoardQuery['controlBoard']['latestUploads'][number];

const patientPath = (upload: Upload) => `/virtuallab/patients/${upload.patient.id}`;

/** "Últimas cargas": the latest studies; a row (or the patient's name) opens the patient's studies. */
export function LatestUploadsTable({ uploads }: { uploads: Upload[] }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  if (uploads.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        <Trans>Aún no se han subido estudios.</Trans>
      </Typography>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t`Últimas cargas`}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Trans>Paciente</Trans>
            </TableCell>
            <TableCell>
              <Trans>Tipo de estudio</Trans>
            </TableCell>
            <TableCell>
              <Trans>Fecha de carga</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Archivos</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {uploads.map((upload) => (
            <TableRow
              key={upload.id}
              hover
              onClick={() => void navigate(patientPath(upload))}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>
                <Link
                  component={RouterLink}
                  to={patientPath(upload)}
                  underline="hover"
                  onClick={(event) => event.stopPropagation()}
                >
                  {upload.patient.fullName}
                </Link>
              </TableCell>
              <TableCell>{upload.studyType.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLabDay(upload.createdAt)}</TableCell>
              <TableCell align="right">{upload.files.length}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
