import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Plural } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { StudyFileFieldsFragment } from '../../gql/graphql';
import { StudyFiles } from './StudyFiles';

const dicomType = 'application/dicom';

/**
 * A study's files when its DICOM images open in the viewer: reports and pictures as usual, the
 * DICOM files (a CBCT is hundreds of them) folded behind one button, for whoever wants one file.
 */
export function FilesBesideViewer({ files }: { files: StudyFileFieldsFragment[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const dicom = files.filter((file) => file.mediaType === dicomType);
  const others = files.filter((file) => file.mediaType !== dicomType);
  const count = dicom.length;
  return (
    <Stack spacing={1.5}>
      {others.length > 0 && <StudyFiles files={others} />}
      {count > 0 && (
        <div>
          <Button
            size="small"
            onClick={() => setOpen((shown) => !shown)}
            aria-expanded={open}
            aria-controls={listId}
            startIcon={open ? <ExpandLess /> : <ExpandMore />}
          >
            <Plural value={count} one="# archivo DICOM" other="# archivos DICOM" />
          </Button>
          {open && (
            <div id={listId}>
              <StudyFiles files={dicom} />
            </div>
          )}
        </div>
      )}
    </Stack>
  );
}
