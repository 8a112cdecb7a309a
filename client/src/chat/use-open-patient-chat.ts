import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { serverErrorMessage } from '../api/graphql-errors';
import { OpenPatientChatDocument } from '../gql/graphql';
import { useSnackbar } from '../shell/feedback/feedback-context';
import { useOpenChat } from './chat-dialog-context';

/**
 * Starts (or resumes) the chat with a patient and shows it in the chat dialog; the server creates
 * the chat when absent and refuses patients the user may not see.
 */
export function useOpenPatientChat() {
  const openChat = useOpenChat();
  const snackbar = useSnackbar();
  const [openPatientChat, { loading }] = useMutation(OpenPatientChatDocument);
  const open = useCallback(
    /** `on`: the page to show the chat over, in place of the current address. */
    async (patientId: string, patientName: string, options: { on?: string } = {}) => {
      try {
        const { data } = await openPatientChat({ variables: { patientId } });
        if (data) openChat({ chatId: data.openPatientChat.id, title: patientName }, options);
      } catch (error) {
        snackbar.error(serverErrorMessage(error));
      }
    },
    [openPatientChat, openChat, snackbar],
  );
  return { openPatientChat: open, opening: loading };
}
