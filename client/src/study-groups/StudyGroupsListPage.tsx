import { useMutation, useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Groups from '@mui/icons-material/Groups';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { DeleteStudyGroupDocument, StudyGroupsDocument, type StudyGroupFieldsFragment } from '../gql/graphql';
import { EmptyState } from '../shell/EmptyState';
import { useConfirmedAction } from '../shell/feedback/use-confirmed-action';
import { formatLabDateTime } from '../shell/format/lab-time';
import { QueryState } from '../shell/QueryState';
import { newStudyGroupPath, studyGroupEditPath } from './study-group-paths';

/** /study-groups/index (admin): the groups with their number of studies; create, edit, delete. */
export function StudyGroupsListPage() {
  const { t } = useLingui();
  const { data, loading, error, refetch } = useQuery(StudyGroupsDocument, { fetchPolicy: 'cache-and-network' });
  const groups = data?.studyGroups;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={newStudyGroupPath} variant="contained" startIcon={<Add />}>
          <Trans>Nuevo grupo</Trans>
        </Button>
      </Stack>
      {!groups ? (
        <QueryState loading={loading} error={error} onRetry={() => void refetch()} />
      ) : groups.length === 0 ? (
        <EmptyState icon={Groups} message={t`Aún no hay grupos de estudio. Crea el primero con «Nuevo grupo».`} />
      ) : (
        <StudyGroupsTable groups={groups} onChanged={() => void refetch()} />
      )}
    </Stack>
  );
}

function StudyGroupsTable({ groups, onChanged }: { groups: StudyGroupFieldsFragment[]; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const confirmedAction = useConfirmedAction();
  const [deleteStudyGroup] = useMutation(DeleteStudyGroupDocument);

  const remove = async (group: StudyGroupFieldsFragment) => {
    const name = group.name;
    const removed = await confirmedAction({
      title: t`Eliminar «${name}»`,
      message: `${t`El grupo será eliminado; sus estudios se conservan.`} ${t`¿Deseas continuar?`}`,
      work: () => deleteStudyGroup({ variables: { id: group.id } }),
      done: t`Grupo eliminado.`,
    });
    if (removed) onChanged();
  };

  return (
    <TableContainer component={Paper}>
      <Table aria-label={t`Grupos de estudio`}>
        <TableHead>
          <TableRow>
            <TableCell>
              <Trans context="nombre de un grupo de estudios">Nombre</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Estudios</Trans>
            </TableCell>
            <TableCell>
              <Trans>Última actualización</Trans>
            </TableCell>
            <TableCell align="right">
              <Trans>Acciones</Trans>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => {
            const name = group.name;
            return (
              <TableRow key={group.id} hover>
                <TableCell sx={{ fontWeight: 500, minWidth: 180 }}>{name}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Plural value={group.studyCount} one="# estudio" other="# estudios" />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatLabDateTime(group.updatedAt, i18n.locale)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={t`Editar`}>
                    <IconButton component={RouterLink} to={studyGroupEditPath(group.id)} aria-label={t`Editar ${name}`}>
                      <Edit />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t`Eliminar`}>
                    <IconButton color="error" onClick={() => void remove(group)} aria-label={t`Eliminar ${name}`}>
                      <DeleteOutlined />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
