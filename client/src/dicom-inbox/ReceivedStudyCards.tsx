import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import type { DicomReceivedStudyFieldsFragment } from '../gql/graphql';
import { formatDay, formatLabDateTime } from '../shell/format/lab-time';
import { PortalPatient } from './PortalPatient';
import { ReceivedStudyActions } from './ReceivedStudyActions';
import { dicomPersonName } from './received-study-format';

type Props = {
  received: DicomReceivedStudyFieldsFragment[];
  onAssign: (received: DicomReceivedStudyFieldsFragment) => void;
};

/** The received studies on a phone: one card each, the actions in full view below. */
export function ReceivedStudyCards({ received, onAssign }: Props) {
  const { t } = useLingui();
  return (
    <Paper>
      <Stack component="ul" aria-label={t`Estudios recibidos del equipo`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {received.map((study, index) => (
          <Fragment key={study.id}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <ReceivedStudyCard study={study} onAssign={onAssign} />
          </Fragment>
        ))}
      </Stack>
    </Paper>
  );
}

function ReceivedStudyCard({ study, onAssign }: { study: DicomReceivedStudyFieldsFragment } & Pick<Props, 'onAssign'>) {
  const { t, i18n } = useLingui();
  const name = dicomPersonName(study.dicomPatientName) || t`Sin nombre`;
  const born = formatDay(study.dicomPatientBirthDate);
  const studyDate = formatDay(study.studyDate);
  const images = plural(study.imageCount, { one: '# imagen', other: '# imágenes' });
  const received = formatLabDateTime(study.lastReceivedAt, i18n.locale);
  return (
    <Stack component="li" spacing={0.5} aria-label={name} sx={{ p: 2 }}>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {study.dicomPatientId ? t`ID: ${study.dicomPatientId}` : t`Sin ID`}
        {born && ` · ${t`Nacimiento: ${born}`}`}
      </Typography>
      <Typography variant="body2">
        {[studyDate, study.modality, images].filter(Boolean).join(' · ')}
        {study.studyDescription && ` · ${study.studyDescription}`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <Trans>
          De {study.callingAeTitle}, {received}
        </Trans>
      </Typography>
      <PortalPatient received={study} />
      <Stack sx={{ pt: 1 }}>
        <ReceivedStudyActions received={study} onAssign={onAssign} />
      </Stack>
    </Stack>
  );
}
