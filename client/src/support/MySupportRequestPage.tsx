import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { AddSupportMessageDocument, MySupportRequestDocument } from '../gql/graphql';
import { SupportConversation } from './SupportConversation';
import { SupportRequestMissing } from './SupportRequestMissing';
import { SupportMessageBox } from './SupportMessageBox';
import { SupportRequestHeader } from './SupportRequestHeader';
import type { SupportPaths } from './support-labels';

/** One of the user's own requests: the conversation with support, and a box to write again while it is open. */
export function MySupportRequestPage({ paths }: { paths: SupportPaths }) {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const result = useQuery(MySupportRequestDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [addMessage] = useMutation(AddSupportMessageDocument);
  const request = result.data?.mySupportRequest;
  if (!request) return <SupportRequestMissing result={result} listPath={paths.list} listLabel={t`Mis solicitudes`} />;
  return (
    <Stack spacing={3}>
      <SupportRequestHeader request={request} backPath={paths.list} backLabel={t`Mis solicitudes`} />
      <SupportConversation request={request} viewer="requester" />
      {request.state === 'CLOSED' ? (
        <Alert severity="info">
          {t`Esta solicitud está cerrada. Si necesitas más ayuda, envía una nueva solicitud.`}
        </Alert>
      ) : (
        <Paper sx={{ p: { xs: 2, md: 3 } }}>
          <SupportMessageBox
            label={t`Enviar mensaje`}
            helperText={t`Tu mensaje se agrega a esta conversación y lo verá el equipo de soporte.`}
            sentMessage={t`Mensaje enviado.`}
            send={(message) => addMessage({ variables: { id: request.id, message } })}
          />
        </Paper>
      )}
    </Stack>
  );
}
