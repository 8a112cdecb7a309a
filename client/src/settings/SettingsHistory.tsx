import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatLabDateTime } from '../shell/format/lab-time';
import { QueryState } from '../shell/QueryState';
import { settingLabels } from './setting-labels';
import { SettingValue } from './SettingValue';
import { useLabSettingsChanges } from './use-lab-settings-changes';

/** "Historial de cambios": who changed which setting, when, from what to what; newest first. */
export function SettingsHistory() {
  const { t, i18n } = useLingui();
  const { changes, loading, error, refetch, showMore, loadingMore } = useLabSettingsChanges();
  const title = t`Historial de cambios`;
  const shown = changes?.edges.length ?? 0;
  const total = changes?.totalCount ?? 0;
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {!changes ? (
        <QueryState loading={loading} error={error} onRetry={refetch} />
      ) : total === 0 ? (
        <Typography color="text.secondary">
          <Trans>Aún no se ha cambiado ningún ajuste.</Trans>
        </Typography>
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>
                    <Trans>Fecha y hora</Trans>
                  </TableCell>
                  <TableCell>
                    <Trans>Usuario</Trans>
                  </TableCell>
                  <TableCell>
                    <Trans>Ajuste</Trans>
                  </TableCell>
                  <TableCell>
                    <Trans>Antes</Trans>
                  </TableCell>
                  <TableCell>
                    <Trans>Después</Trans>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {changes.edges.map(({ node }) => (
                  <TableRow key={node.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatLabDateTime(node.changedAt, i18n.locale)}
                    </TableCell>
                    <TableCell>{node.changedByName ?? <Trans>Sistema o usuario eliminado</Trans>}</TableCell>
                    <TableCell>{i18n._(settingLabels[node.setting])}</TableCell>
                    <TableCell>
                      <SettingValue setting={node.setting} value={node.oldValue} />
                    </TableCell>
                    <TableCell>
                      <SettingValue setting={node.setting} value={node.newValue} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 2 }}>
            <Typography variant="body2" color="text.secondary" role="status">
              <Trans>
                Mostrando {shown} de {total} cambios
              </Trans>
            </Typography>
            {changes.pageInfo.hasNextPage && (
              <Button onClick={() => void showMore()} disabled={loadingMore}>
                <Trans>Mostrar más</Trans>
              </Button>
            )}
          </Stack>
        </>
      )}
    </Paper>
  );
}
