import Biotech from '@mui/icons-material/Biotech';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { serverErrorMessage } from '../api/server-error-message';
import { usePublicMutation } from '../api/public-graphql';
import { OpenSharedStudyDocument, type OpenSharedStudyMutation } from '../gql/graphql';
import { LocaleMenu } from '../shell/LocaleMenu';
import { brandName } from '../shell/brand';
import { useDocumentTitle } from '../shell/use-document-title';
import { dismissEarlyPreview, takeEarlyOpening } from '../shell/early-preview-handoff';
import { StudyViewer } from '../viewer';
import { PageLoading } from '../shell/RootLayout';
import Alert from '@mui/material/Alert';
import { SharedLinkClosed } from './SharedLinkClosed';
import { type SharedStudy, SharedStudyContent } from './SharedStudyContent';
import { SharePinForm } from './SharePinForm';
import { useShareClosing } from './use-share-closing';

type Answer = OpenSharedStudyMutation['openSharedStudy'];

/**
 * /compartir/:token, public: the landing page of a share link for someone without an account.
 * It opens the link (asking for the PIN when it has one) and shows the study, or a clear page
 * when the link is unknown, expired or revoked, also when that happens while it is open.
 */
export function SharedStudyPage() {
  const { token = '' } = useParams();
  const { t } = useLingui();
  const [open, { loading }] = usePublicMutation(OpenSharedStudyDocument);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef<string | null>(null);
  useDocumentTitle(t`Estudio compartido`);

  const ask = async (pin?: string) => {
    try {
      const result = await open({ variables: { token, pin } });
      setAnswer(result.data.openSharedStudy);
      setFailure(null);
    } catch (error) {
      setFailure(serverErrorMessage(error));
    }
  };
  useEffect(() => {
    // Once per token: each opening is counted and logged. The early preview may have opened it already.
    if (asked.current === token) return;
    asked.current = token;
    const early = takeEarlyOpening('share', token);
    if (!early) return void ask();
    void early.then((earlyAnswer) => (earlyAnswer ? setAnswer(earlyAnswer) : ask()));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `ask` is remade each render; the token decides
  }, [token]);
  // The early preview stays over the page only while the study's own image is on its way.
  useEffect(() => dismissEarlyPreview, []);
  useEffect(() => {
    if (failure || (answer && answer.state !== 'OPEN')) dismissEarlyPreview();
  }, [answer, failure]);

  let body: ReactNode;
  if (!answer) body = failure ? <Alert severity="error">{failure}</Alert> : <PageLoading />;
  else if (answer.state === 'OPEN' && answer.study) body = <OpenStudy study={answer.study} />;
  else if (answer.state === 'PIN_REQUIRED' || answer.state === 'WRONG_PIN' || answer.state === 'LOCKED')
    body = (
      <>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <SharePinForm
          attemptsLeft={answer.state === 'WRONG_PIN' ? (answer.attemptsLeft ?? null) : null}
          lockedUntil={answer.state === 'LOCKED' ? (answer.lockedUntil ?? null) : null}
          busy={loading}
          onSubmit={(pin) => void ask(pin)}
        />
      </>
    );
  else
    body = (
      <SharedLinkClosed
        reason={answer.state === 'EXPIRED' ? 'EXPIRED' : answer.state === 'REVOKED' ? 'REVOKED' : 'NOT_FOUND'}
      />
    );

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="sticky">
        <Toolbar>
          <Biotech sx={{ mr: 1 }} aria-hidden />
          <Typography variant="h6" component="p" noWrap sx={{ flexGrow: 1, fontSize: { xs: '1rem', sm: '1.25rem' } }}>
            <SharedLabName answer={answer} />
          </Typography>
          <LocaleMenu />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 3, md: 5 } }}>
        {body}
      </Container>
    </Box>
  );
}

/** The lab's name as the server says it once the link opened; the portal's brand before. */
function SharedLabName({ answer }: { answer: Answer | null }) {
  const { i18n } = useLingui();
  return <>{answer?.study?.labName ?? i18n._(brandName)}</>;
}

function OpenStudy({ study }: { study: SharedStudy }) {
  const closing = useShareClosing(study.grant, study.expiresAt);
  // The viewer's images answer 404 as soon as the link closes, on whichever instance serves them.
  const [gone, setGone] = useState(false);
  if (closing || gone) return <SharedLinkClosed reason="CLOSED" />;
  const viewer =
    study.viewer.series.length > 0 ? (
      <Box sx={{ height: { xs: '70dvh', md: '75dvh' }, display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<PageLoading />}>
          <StudyViewer viewer={study.viewer} onGone={() => setGone(true)} onDemand />
        </Suspense>
      </Box>
    ) : undefined;
  return <SharedStudyContent study={study} viewer={viewer} />;
}
