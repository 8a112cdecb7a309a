import Edit from '@mui/icons-material/Edit';
import FolderShared from '@mui/icons-material/FolderShared';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { StartChatButton } from '../../chat/StartChatButton';
import type { PatientRowFieldsFragment } from '../../gql/graphql';

type Props = { patient: PatientRowFieldsFragment; onEdit: () => void; align: 'end' | 'start' };

/** What staff do with a patient: see the studies, edit the data, open the chat. */
export function PatientActions({ patient, onEdit, align }: Props) {
  const { t } = useLingui();
  const name = patient.fullName;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        justifyContent: align === 'end' ? 'flex-end' : 'flex-start',
        alignItems: 'center',
        flexWrap: { xs: 'wrap', lg: 'nowrap' },
      }}
    >
      <Button
        component={RouterLink}
        to={`/virtuallab/patients/${patient.id}`}
        size="small"
        variant="contained"
        startIcon={<FolderShared />}
        sx={{ whiteSpace: 'nowrap' }}
        aria-label={t`Ver estudios de ${name}`}
      >
        <Trans>Ver estudios</Trans>
      </Button>
      <Tooltip title={t`Editar`}>
        <IconButton size="small" onClick={onEdit} aria-label={t`Editar a ${name}`}>
          <Edit fontSize="small" />
        </IconButton>
      </Tooltip>
      <StartChatButton patientId={patient.id} name={name} />
    </Stack>
  );
}
