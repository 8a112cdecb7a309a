import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useCallback, useEffect, useRef } from 'react';
import { serverErrorMessage } from '../api/graphql-errors';
import { OpenPatientChatDocument } from '../gql/graphql';
import { lazyNamed } from '../shell/lazy';

// The conversation (messages, composer, attachments) is fetched while the chat opens, not with the
// page: on a phone it is below the patient's studies, and the page shows sooner without it.
const ChatConversation = lazyNamed(() => import('./ChatConversation'), 'ChatConversation');

/** The signed-in patient's own chat with the lab, shown in their portal. */
export function PatientChat({ patientId }: { patientId: string }) {
  const { t } = useLingui();
  const [openPatientChat, { data, error, loading }] = useMutation(OpenPatientChatDocument);
  const requested = useRef<string | null>(null);
  const open = useCallback(() => {
    openPatientChat({ variables: { patientId } }).catch(() => undefined);
  }, [openPatientChat, patientId]);
  useEffect(() => {
    // Once per patient, also under StrictMode's double effects.
    if (requested.current === patientId) return;
    requested.current = patientId;
    open();
    ChatConversation.preload();
  }, [open, patientId]);

  const chatId = data?.openPatientChat.id;
  return (
    <Paper
      variant="outlined"
      sx={{ height: { xs: '70vh', md: 560 }, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      {chatId ? (
        <Suspense fallback={<Loading />}>
          <ChatConversation chatId={chatId} sx={{ flex: 1 }} />
        </Suspense>
      ) : error && !loading ? (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={open}>
              <Trans>Reintentar</Trans>
            </Button>
          }
        >
          {serverErrorMessage(error) || t`No fue posible cargar los mensajes.`}
        </Alert>
      ) : (
        <Loading />
      )}
    </Paper>
  );
}

/** The spinner in the middle of the chat's box, while it opens and while its code arrives. */
function Loading() {
  const { t } = useLingui();
  return (
    <Stack sx={{ alignItems: 'center', justifyContent: 'center', flex: 1 }}>
      <CircularProgress aria-label={t`Cargando mensajes`} />
    </Stack>
  );
}
