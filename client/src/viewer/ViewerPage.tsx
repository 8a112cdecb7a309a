import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOff from '@mui/icons-material/SearchOff';
import TimerOff from '@mui/icons-material/TimerOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { apiErrorsOf } from '../api/api-errors';
import { OpenStudyViewerDocument } from '../gql/graphql';
import { EmptyState } from '../shell/EmptyState';
import { dismissEarlyPreview, takeEarlyOpening } from '../shell/early-preview-handoff';
import { StudyViewer } from './StudyViewer';
import type { ViewerStudy } from './viewer-study';
import { seriesParam } from '../shell/viewer-links';

/**
 * /visor/:studyId: the study's images in the whole window, for whoever may see the study (staff,
 * its doctor, its patient). Opening it asks once for a viewer grant, which writes the one
 * access-log entry of this viewing session; when the grant closes, the page says so and offers
 * to open the study again.
 */
export function ViewerPage() {
  const { t } = useLingui();
  const { studyId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [open, { data, error }] = useMutation(OpenStudyViewerDocument);
  // The viewer the early preview opened from the link before the portal had loaded, if it did.
  const [early, setEarly] = useState<ViewerStudy>();
  const [gone, setGone] = useState(false);
  const opened = useRef<string>(undefined);
  const reopen = useCallback(() => {
    setGone(false);
    setEarly(undefined);
    void open({ variables: { studyId } }).catch(() => undefined);
  }, [open, studyId]);
  useEffect(() => {
    // Once per study and page: React's development double effects must not log two sessions.
    if (opened.current === studyId) return;
    opened.current = studyId;
    const opening = takeEarlyOpening('viewer', studyId);
    if (!opening) return reopen();
    void opening.then((viewer) => (viewer ? setEarly(viewer) : reopen()));
  }, [studyId, reopen]);
  // The early preview stays over the page only until the page shows its own image or something else.
  useEffect(() => dismissEarlyPreview, []);
  const viewer = data?.openStudyViewer ?? early;
  const notFound = apiErrorsOf(error)?.some((apiError) => apiError.code === 'NOT_FOUND');
  useEffect(() => {
    if (gone || error) dismissEarlyPreview();
  }, [gone, error]);
  let body;
  if (gone)
    body = (
      <EmptyState
        icon={TimerOff}
        message={t`La sesión del visor terminó. Vuelve a abrir el estudio para seguir viéndolo.`}
      >
        <Button variant="contained" onClick={reopen} sx={{ mt: 2 }}>
          <Trans>Volver a abrir</Trans>
        </Button>
      </EmptyState>
    );
  else if (notFound)
    body = <EmptyState icon={SearchOff} message={t`No encontramos este estudio o no tienes acceso a él.`} />;
  else if (error)
    body = (
      <EmptyState message={t`No fue posible abrir el visor. Inténtalo de nuevo.`}>
        <Button variant="contained" onClick={reopen} sx={{ mt: 2 }}>
          <Trans>Reintentar</Trans>
        </Button>
      </EmptyState>
    );
  else if (!viewer)
    body = (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t`Abriendo el estudio`} />
      </Stack>
    );
  else
    body = (
      <Suspense fallback={null}>
        <StudyViewer
          key={viewer.grant}
          viewer={viewer}
          onGone={() => setGone(true)}
          initialSeries={params.get(seriesParam)}
        />
      </Suspense>
    );
  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Stack
        component="header"
        direction="row"
        spacing={1}
        sx={{
          alignItems: 'center',
          px: 1,
          minHeight: 48,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <IconButton
          edge="start"
          aria-label={t`Volver`}
          onClick={() => void (window.history.length > 1 ? navigate(-1) : navigate('/'))}
        >
          <ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
        </IconButton>
        <Typography variant="h6" component="h1" noWrap>
          <Trans>Visor de imágenes</Trans>
        </Typography>
      </Stack>
      {body}
    </Box>
  );
}
