import FolderZip from '@mui/icons-material/FolderZip';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef } from 'react';
import type { StudyCardFieldsFragment } from '../../gql/graphql';
import { formatDay } from '../../shell/format/lab-time';
import { DownloadButton } from './DownloadButton';
import { FilesBesideViewer } from './FilesBesideViewer';
import { StudyFiles } from './StudyFiles';
import { StudyImages } from './StudyImages';
import { StudyStateChips } from './StudyStateChips';

type Props = {
  study: StudyCardFieldsFragment;
  /** Staff also see whether it is hidden or expired. */
  staff: boolean;
  /** Staff actions (edit, hide, delete), beside the ZIP download. */
  actions?: ReactNode;
  /** The study a link pointed at: outlined and scrolled into view. */
  focused?: boolean;
};

/** A study: type, date, state, groups, notes and its files with previews and downloads. */
export function StudyCard({ study, staff, actions, focused = false }: Props) {
  const { t } = useLingui();
  const titleId = `study-${study.id}-title`;
  const date = formatDay(study.studyDate);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focused) card.current?.scrollIntoView({ block: 'start' });
  }, [focused]);
  return (
    <Card
      ref={card}
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      aria-current={focused || undefined}
      sx={{
        opacity: staff && !study.visible ? 0.85 : 1,
        ...(focused ? { borderColor: 'primary.main', borderWidth: 2 } : {}),
      }}
    >
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 1.5 }}
        >
          <Box>
            <Typography id={titleId} variant="h6" component="h3">
              {study.studyType.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <Trans>Fecha del estudio: {date}</Trans>
            </Typography>
          </Box>
          <StudyStateChips study={study} staff={staff} />
        </Stack>
        {study.groups.length > 0 && (
          <Stack
            direction="row"
            spacing={0.5}
            useFlexGap
            component="ul"
            aria-label={t`Grupos de estudio`}
            sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, mb: 1.5, p: 0 }}
          >
            {study.groups.map((group) => (
              <li key={group.id}>
                <Chip size="small" variant="outlined" color="primary" label={group.name} />
              </li>
            ))}
          </Stack>
        )}
        {study.notes && (
          <Typography variant="body2" sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>
            {study.notes}
          </Typography>
        )}
        <StudyImages study={study} />
        {study.files.length > 0 && study.viewerUrl ? (
          <FilesBesideViewer files={study.files} />
        ) : study.files.length > 0 ? (
          <StudyFiles files={study.files} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            <Trans>Este estudio no tiene archivos.</Trans>
          </Typography>
        )}
      </CardContent>
      {(study.files.length > 0 || actions) && (
        <>
          {/* MUI's Divider, as it draws itself here: its variants cost the patient's first visit 1 KB brotli. */}
          <Box
            component="hr"
            sx={{
              m: 0,
              flexShrink: 0,
              borderWidth: 0,
              borderStyle: 'solid',
              borderColor: 'divider',
              borderBottomWidth: 'thin',
            }}
          />
          <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2 }}>
            {study.files.length > 0 && (
              <DownloadButton href={study.signedZipUrl} startIcon={<FolderZip />}>
                <Trans>Descargar todo (ZIP)</Trans>
              </DownloadButton>
            )}
            <Box sx={{ flexGrow: 1 }} />
            {actions}
          </CardActions>
        </>
      )}
    </Card>
  );
}
