import { useMutation } from '@apollo/client/react';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { DeleteStudyFileDocument, type StudyCardFieldsFragment } from '../../gql/graphql';
import { useConfirmedAction } from '../../shell/feedback/use-confirmed-action';
import { formatFileSize } from '../../shell/format/file-size';
import { fileTypeLabel } from './study-format';

/** The files already saved with a study, each removable on its own (after a confirmation). */
export function SavedStudyFiles({ study }: { study: StudyCardFieldsFragment }) {
  const { t, i18n } = useLingui();
  const confirmedAction = useConfirmedAction();
  const [deleteStudyFile] = useMutation(DeleteStudyFileDocument);

  const remove = async (file: StudyCardFieldsFragment['files'][number]) => {
    const name = file.name;
    await confirmedAction({
      title: t`Eliminar archivo`,
      message: t`Se eliminará el archivo «${name}» del estudio. ¿Deseas continuar?`,
      // The answer is the study without the file: the card and this list update from the cache.
      work: () => deleteStudyFile({ variables: { fileId: file.id } }),
      done: t`Archivo eliminado.`,
    });
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
