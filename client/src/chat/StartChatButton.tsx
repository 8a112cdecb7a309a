import Chat from '@mui/icons-material/Chat';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Trans, useLingui } from '@lingui/react/macro';
import { useOpenPatientChat } from './use-open-patient-chat';

type Props = { patientId: string; name: string };

/** "Chat" button of a patient (staff screens): opens their chat in the dialog. */
export function StartChatButton({ patientId, name }: Props) {
  const { t } = useLingui();
  const { openPatientChat, opening } = useOpenPatientChat();
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={opening ? <CircularProgress size={16} color="inherit" /> : <Chat />}
      disabled={opening}
      aria-label={t`Abrir chat con ${name}`}
      onClick={() => void openPatientChat(patientId, name)}
    >
      <Trans>Chat</Trans>
    </Button>
  );
}
