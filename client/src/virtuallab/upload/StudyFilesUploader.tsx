import CloudUpload from '@mui/icons-material/CloudUpload';
import FolderOpen from '@mui/icons-material/FolderOpen';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { droppedFiles, isSystemFile } from './dropped-files';
import { UploadList } from './UploadList';
import type { StudyUploads } from './use-study-uploads';

/** A hint for the file picker; the server checks the real type of every file. */
const acceptedFiles = 'image/*,application/pdf,application/dicom,.dcm,.dicom,application/zip,.zip,video/*';

type Props = { uploads: StudyUploads; error?: string };

/** Result files: a drop zone, a file picker and a folder picker; the files go up a few at a time, each with its row. */
export function StudyFilesUploader({ uploads, error }: Props) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    // Read before clearing: clearing empties the FileList, and lets the same file be chosen again.
    const files = Array.from(event.target.files ?? []).filter((file) => !isSystemFile(file));
    event.target.value = '';
    if (files.length > 0) uploads.add(files);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void droppedFiles(event.dataTransfer).then((files) => {
      const wanted = files.filter((file) => !isSystemFile(file));
      if (wanted.length > 0) uploads.add(wanted);
    });
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
          <Trans>Imágenes, PDF, DICOM (archivos, una carpeta o un ZIP) o video.</Trans>
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'center' }}>
          <Button variant="outlined" startIcon={<CloudUpload />} onClick={() => input.current?.click()}>
            <Trans>Seleccionar archivos</Trans>
          </Button>
          <Button variant="outlined" startIcon={<FolderOpen />} onClick={() => folderInput.current?.click()}>
            <Trans>Seleccionar carpeta</Trans>
          </Button>
        </Stack>
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
        {/* A whole folder (a CBCT exported by the scanner): every file in it and its subfolders. */}
        <input
          ref={folderInput}
          type="file"
          multiple
          hidden
          onChange={pick}
          aria-label={t`Carpeta del estudio`}
          data-testid="study-folder-input"
          {...{ webkitdirectory: '' }}
        />
      </Paper>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {uploads.items.length > 0 && <UploadList uploads={uploads} />}
    </Stack>
  );
}
