import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef } from 'react';
import { serverErrorMessage } from '../api/graphql-errors';
import { OpenPatientChatDocument } from '../gql/graphql';
import { ChatConversation } from './ChatConversation';

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
  }, [open, patientId]);

  const chatId = data?.openPatientChat.id;
  return (
    <Paper
      variant="outlined"
      sx={{ height: { xs: '70vh', md: 560 }, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      {chatId ? (
        <ChatConversation chatId={chatId} sx={{ flex: 1 }} />
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
        <Stack sx={{ alignItems: 'center', justifyContent: 'center', flex: 1 }}>
          <CircularProgress aria-label={t`Cargando mensajes`} />
        </Stack>
      )}
    </Paper>
  );
}
