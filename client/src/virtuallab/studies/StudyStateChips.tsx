import EventBusy from '@mui/icons-material/EventBusy';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StudyCardFieldsFragment } from '../../gql/graphql';
import { formatLabDay } from '../../shell/format/lab-time';
import { studyStatusLabels, studyStatusOf } from './study-labels';

type Props = { study: StudyCardFieldsFragment; staff: boolean };

/** Status (En proceso / Entregado), expiry, and for staff whether the study is hidden or expired. */
export function StudyStateChips({ study, staff }: Props) {
  const { i18n } = useLingui();
  const completed = study.status === 'COMPLETED';
  const statusLabel = i18n._(studyStatusLabels[studyStatusOf(study.status)]);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip
        size="small"
        color={completed ? 'success' : 'warning'}
        variant={completed ? 'filled' : 'outlined'}
        label={statusLabel}
      />
      {staff && !study.visible && <Chip size="small" icon={<VisibilityOff />} label={<Trans>Oculto</Trans>} />}
      <Expiry study={study} staff={staff} />
    </Stack>
  );
}

function Expiry({ study, staff }: Props) {
  if (staff && study.expired)
    return (
      <Chip
        size="small"
        color="error"
        icon={<EventBusy />}
        label={<Trans context="vigencia de un estudio clínico">Vencido</Trans>}
      />
    );
  const date = study.expiresAt ? formatLabDay(study.expiresAt) : null;
  return (
    <Typography variant="body2" color="text.secondary">
      {date ? <Trans>Vence el {date}</Trans> : <Trans>Sin vencimiento</Trans>}
    </Typography>
  );
}
