import { useMutation } from '@apollo/client/react';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { serverErrorMessage } from '../../api/graphql-errors';
import { DeleteStudyFileDocument, type StudyCardFieldsFragment } from '../../gql/graphql';
import { useConfirm, useLoading, useSnackbar } from '../../shell/feedback/feedback-context';
import { fileTypeLabel, formatFileSize } from './study-format';

/** The files already saved with a study, each removable on its own (after a confirmation). */
export function SavedStudyFiles({ study }: { study: StudyCardFieldsFragment }) {
  const { t, i18n } = useLingui();
  const confirm = useConfirm();
  const loading = useLoading();
  const snackbar = useSnackbar();
  const [deleteStudyFile] = useMutation(DeleteStudyFileDocument);

  const remove = async (file: StudyCardFieldsFragment['files'][number]) => {
    const name = file.name;
    const confirmed = await confirm({
      title: t`Eliminar archivo`,
      message: t`Se eliminará el archivo «${name}» del estudio. ¿Deseas continuar?`,
    });
    if (!confirmed) return;
    try {
      // The answer is the study without the file: the card and this list update from the cache.
      await loading.during(deleteStudyFile({ variables: { fileId: file.id } }));
      snackbar.success(t`Archivo eliminado.`);
    } catch (error) {
      snackbar.error(serverErrorMessage(error));
    }
  };

  if (study.files.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        <Trans>Este estudio no tiene archivos.</Trans>
      </Typography>
    );
  }
  return (
    <List dense disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {study.files.map((file) => {
        const name = file.name;
        return (
          <ListItem
            key={file.id}
            divider
            secondaryAction={
              <Tooltip title={t`Eliminar`}>
                <IconButton
                  edge="end"
                  color="error"
                  onClick={() => void remove(file)}
                  aria-label={t`Eliminar el archivo ${name}`}
                >
                  <DeleteOutlined />
                </IconButton>
              </Tooltip>
            }
          >
            <ListItemText
              primary={name}
              secondary={`${fileTypeLabel(file.mediaType)} · ${formatFileSize(file.size, i18n.locale)}`}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
