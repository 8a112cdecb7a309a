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
import { Link as RouterLink } from 'react-router-dom';
import type { SupportRequestFieldsFragment } from '../gql/graphql';
import { roleLabels } from '../session/roles';
import { formatLabDateTime } from '../shell/format/lab-time';
import type { SupportPaths } from './support-labels';

type Props = { requests: SupportRequestFieldsFragment[]; paths: SupportPaths };

/** The support staff's table: subject, who sent it and their role, sent, assignee, last activity. */
export function SupportRequestsTable({ requests, paths }: Props) {
  const { t, i18n } = useLingui();
  return (
    <TableContainer component={Paper}>
      <Table aria-label={t`Solicitudes de soporte`}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Trans>Asunto</Trans>
            </TableCell>
            <TableCell>
              <Trans>Solicitante</Trans>
            </TableCell>
            <TableCell>
              <Trans>Enviada</Trans>
            </TableCell>
            <TableCell>
              <Trans>Asignada a</Trans>
            </TableCell>
            <TableCell>
              <Trans>Última actividad</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.map((request) => (
            <TableRow key={request.id} hover sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ minWidth: 200 }}>
                <Link component={RouterLink} to={paths.detail(request.id)} sx={{ overflowWrap: 'anywhere' }}>
                  {request.subject}
                </Link>
              </TableCell>
              <TableCell>
                <Typography variant="body2">{request.requester.fullName}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {i18n._(roleLabels[request.requester.role])}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLabDateTime(request.createdAt, i18n.locale)}</TableCell>
              <TableCell>{request.assignee?.fullName ?? t`Sin asignar`}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatLabDateTime(request.lastActivityAt, i18n.locale)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
