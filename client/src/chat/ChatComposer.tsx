import AttachFile from '@mui/icons-material/AttachFile';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { chatMessages } from '../../../shared/messages/chat';
import { generalMessages } from '../../../shared/messages/general';
import { serverErrorMessage } from '../api/graphql-errors';
import { SendChatMessageDocument } from '../gql/graphql';
import { translateServerMessage } from '../i18n/server-messages';
import { useChatAttachmentLimitMb } from '../shell/use-file-size-limit';
import type { ChatMessage } from './use-chat-messages';

/** The server's own limit on a message's text. */
const maxMessageLength = 2000;

type Props = { chatId: string; onSent: (message: ChatMessage) => void };

/** Ingresar Mensaje box (Enter sends, Shift+Enter a new line), send button and attach button. */
export function ChatComposer({ chatId, onSent }: Props) {
  const { t } = useLingui();
  const limitMb = useChatAttachmentLimitMb();
  const [send] = useMutation(SendChatMessageDocument);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const helperId = useId();

  const deliver = async (message: string, document: File | null): Promise<boolean> => {
    setSending(true);
    setProblem(null);
    try {
      const { data } = await send({ variables: { chatId, text: message, attachment: document } });
      if (data) onSent(data.sendChatMessage);
      return true;
    } catch (error) {
      setProblem(serverErrorMessage(error));
      return false;
    } finally {
      setSending(false);
    }
  };

  const sendText = async (event?: FormEvent) => {
    event?.preventDefault();
    if (sending) return;
    const message = text.trim();
    if (!message) {
      setProblem(translateServerMessage(chatMessages.chatMessageEmpty));
      return;
    }
    setText('');
    // On failure the text comes back, unless something new was typed meanwhile.
    if (!(await deliver(message, null))) setText((current) => current || message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void sendText();
    }
  };

  const attach = async (file: File | undefined) => {
    if (fileInput.current) fileInput.current.value = '';
    if (!file || sending) return;
    if (file.size > limitMb * 1024 * 1024) {
      setProblem(translateServerMessage(generalMessages.fileTooLarge));
      return;
    }
    setUploading(file.name);
    await deliver(file.name, file);
    setUploading(null);
  };

  return (
    <Box component="form" onSubmit={(event) => void sendText(event)} sx={{ px: { xs: 1, sm: 2 }, pb: 1.5, pt: 1 }}>
      {uploading && <UploadProgress fileName={uploading} />}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
        <IconButton
          onClick={() => fileInput.current?.click()}
          disabled={sending}
          aria-label={t`Adjuntar archivo`}
          sx={{ mb: 0.5 }}
        >
          <AttachFile />
        </IconButton>
        <input
          ref={fileInput}
          type="file"
          hidden
          data-testid="chat-file-input"
          onChange={(event) => void attach(event.target.files?.[0])}
        />
        <TextField
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={t`Ingresar Mensaje`}
          multiline
          maxRows={4}
          size="small"
          fullWidth
          autoComplete="off"
          error={problem !== null}
          slotProps={{
            htmlInput: {
              'aria-label': t`Mensaje`,
              'aria-describedby': problem ? helperId : undefined,
              maxLength: maxMessageLength,
            },
          }}
        />
        <IconButton type="submit" color="primary" disabled={sending} aria-label={t`Enviar mensaje`} sx={{ mb: 0.5 }}>
          <Send sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
        </IconButton>
      </Box>
      {problem && (
        <FormHelperText id={helperId} error role="alert" sx={{ mx: 6 }}>
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}

/** While an attachment uploads: its name and a progress bar. */
function UploadProgress({ fileName }: { fileName: string }) {
  const { t } = useLingui();
  return (
    <Box role="status" sx={{ mb: 1 }}>
      <Typography variant="caption" color="text.secondary" noWrap component="p">
        {t`Enviando ${fileName}…`}
      </Typography>
      <LinearProgress aria-label={t`Subiendo archivo`} />
    </Box>
  );
}
