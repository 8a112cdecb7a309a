import CloudUpload from '@mui/icons-material/CloudUpload';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { UploadRow } from './UploadRow';
import type { StudyUploads } from './use-study-uploads';

/** A hint for the file picker; the server checks the real type of every file. */
const acceptedFiles = 'image/*,application/pdf,application/dicom,.dcm,.dicom,application/zip,.zip,video/*';

type Props = { uploads: StudyUploads; error?: string };

/** Result files: a drop zone and a picker; every file starts uploading at once, with its own row. */
export function StudyFilesUploader({ uploads, error }: Props) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    // Read before clearing: clearing empties the FileList, and lets the same file be chosen again.
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) uploads.add(files);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) uploads.add(files);
  };

  const dragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  return (
    <Stack spacing={1}>
      <Paper
        variant="outlined"
        onDragOver={dragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="study-drop-zone"
        sx={{
          p: 3,
          textAlign: 'center',
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'background.paper',
          transition: 'background-color 120ms, border-color 120ms',
        }}
      >
        <CloudUpload sx={{ fontSize: 40, color: dragging ? 'primary.main' : 'action.active' }} aria-hidden />
        <Typography sx={{ mt: 1 }}>
          <Trans>Arrastra aquí los archivos del estudio</Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          <Trans>Imágenes, PDF, DICOM, ZIP o video.</Trans>
        </Typography>
        <Button variant="outlined" startIcon={<CloudUpload />} onClick={() => input.current?.click()}>
          <Trans>Seleccionar archivos</Trans>
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={acceptedFiles}
          hidden
          onChange={pick}
          aria-label={t`Archivos del estudio`}
          data-testid="study-file-input"
        />
      </Paper>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {uploads.items.length > 0 && (
        <Paper
          variant="outlined"
          component="ul"
          aria-label={t`Archivos elegidos`}
          sx={{ listStyle: 'none', m: 0, px: 2, py: 0.5 }}
        >
          {uploads.items.map((item, index) => (
            <Fragment key={item.key}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <li>
                <UploadRow item={item} onRemove={() => void uploads.remove(item.key)} />
              </li>
            </Fragment>
          ))}
        </Paper>
      )}
    </Stack>
  );
}
