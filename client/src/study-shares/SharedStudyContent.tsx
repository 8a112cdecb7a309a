import FolderZip from '@mui/icons-material/FolderZip';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Image from '@mui/icons-material/Image';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { OpenSharedStudyMutation } from '../gql/graphql';
import { formatFileSize } from '../shell/format/file-size';
import { formatDay, formatLabMoment } from '../shell/format/lab-time';

export type SharedStudy = NonNullable<OpenSharedStudyMutation['openSharedStudy']['study']>;

/** An open link's study: what it is, its images (the viewer, given as `viewer`), its documents and the ZIP. */
export function SharedStudyContent({ study, viewer }: { study: SharedStudy; viewer?: ReactNode }) {
  const { t, i18n } = useLingui();
  const date = formatDay(study.studyDate);
  const until = formatLabMoment(study.expiresAt);
  const initials = study.patientInitials;
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1">
          {study.studyTypeName}
        </Typography>
        <Typography color="text.secondary">
          <Trans>Fecha del estudio: {date}</Trans>
        </Typography>
        {study.doctorName && (
          <Typography>
            <Trans>Doctor: {study.doctorName}</Trans>
          </Typography>
        )}
        <Typography>
          <Trans>Paciente: {initials}</Trans>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <Trans>Este enlace se puede abrir hasta el {until}.</Trans>
        </Typography>
      </Paper>
      {viewer}
      {study.files.length > 0 && (
        <section aria-labelledby="shared-files-title">
          <Typography id="shared-files-title" variant="h6" component="h2">
            <Trans>Reportes y documentos</Trans>
          </Typography>
          <List dense>
            {study.files.map((file) => (
              <ListItem key={file.id} disableGutters>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {file.mediaType === 'application/pdf' ? <PictureAsPdf /> : <Image />}
                </ListItemIcon>
                <ListItemText
                  primary={
                    <Link href={file.url} target="_blank" rel="noopener noreferrer">
                      {file.name}
                    </Link>
                  }
                  secondary={formatFileSize(file.size, i18n.locale)}
                />
              </ListItem>
            ))}
          </List>
        </section>
      )}
      {study.zipUrl && (
        <Button
          component="a"
          href={study.zipUrl}
          download
          variant="contained"
          startIcon={<FolderZip />}
          sx={{ alignSelf: 'flex-start' }}
          aria-label={t`Descargar estudio (ZIP)`}
        >
          <Trans>Descargar estudio (ZIP)</Trans>
        </Button>
      )}
    </Stack>
  );
}
