import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import {
  AnswerSupportRequestDocument,
  CloseSupportRequestDocument,
  ReopenSupportRequestDocument,
  SupportRequestDocument,
  type SupportRequestFieldsFragment,
} from '../gql/graphql';
import { roleLabels } from '../session/roles';
import { useConfirmedAction } from '../shell/feedback/use-confirmed-action';
import { SupportAssignForm } from './SupportAssignForm';
import { SupportConversation } from './SupportConversation';
import { SupportRequestMissing } from './SupportRequestMissing';
import { SupportHistory } from './SupportHistory';
import { SupportMessageBox } from './SupportMessageBox';
import { SupportRequestHeader } from './SupportRequestHeader';
import type { SupportPaths } from './support-labels';

/** /soporte/:id for the support staff: the conversation and the answer box; assignment, history, close or reopen. */
export function SupportDeskRequestPage({ paths }: { paths: SupportPaths }) {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const result = useQuery(SupportRequestDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [answer] = useMutation(AnswerSupportRequestDocument);
  const request = result.data?.supportRequest;
  if (!request) return <SupportRequestMissing result={result} listPath={paths.list} listLabel={t`Soporte`} />;
  const requester = request.requester.fullName;
  const closed = request.state === 'CLOSED';
  return (
    <Stack spacing={3}>
      <SupportRequestHeader request={request} backPath={paths.list} backLabel={t`Soporte`}>
        <Typography color="text.secondary">
          {requester} · {i18n._(roleLabels[request.requester.role])}
        </Typography>
      </SupportRequestHeader>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <SupportConversation request={request} viewer="support" />
            {closed ? (
              <Alert severity="info">{t`La solicitud está cerrada. Reábrela para responder o asignarla.`}</Alert>
            ) : (
              <Paper sx={{ p: { xs: 2, md: 3 } }}>
                <SupportMessageBox
                  label={t`Responder`}
                  helperText={t`La respuesta se envía por correo a ${requester} y aparece en sus solicitudes.`}
                  sentMessage={t`Respuesta enviada.`}
                  send={(message) => answer({ variables: { id: request.id, message } })}
                />
              </Paper>
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <Stack spacing={2}>
              {!closed && <SupportAssignForm requestId={request.id} assignee={request.assignee} />}
              <StateActions request={request} />
              <Typography variant="subtitle2" component="h3">
                <Trans>Historial</Trans>
              </Typography>
              <SupportHistory request={request} />
            </Stack>
          </Paper>
        </Grid>
      </Grid>
    </Stack>
  );
}

/** "Cerrar solicitud" after a confirmation, or "Reabrir" for a closed one. */
function StateActions({ request }: { request: SupportRequestFieldsFragment }) {
  const { t } = useLingui();
  const confirmed = useConfirmedAction();
  const [close] = useMutation(CloseSupportRequestDocument);
  const [reopen] = useMutation(ReopenSupportRequestDocument);
  const subject = request.subject;
  if (request.state === 'CLOSED') {
    return (
      <Button
        variant="outlined"
        onClick={() =>
          void confirmed({
            title: t`Reabrir solicitud`,
            message: t`La solicitud «${subject}» volverá a la bandeja para seguir atendiéndola. ¿Deseas continuar?`,
            work: () => reopen({ variables: { id: request.id } }),
            done: t`Solicitud reabierta.`,
          })
        }
      >
        <Trans>Reabrir</Trans>
      </Button>
    );
  }
  return (
    <Button
      color="error"
      variant="outlined"
      onClick={() =>
        void confirmed({
          title: t`Cerrar solicitud`,
          message: t`La solicitud «${subject}» se cerrará y quien la envió ya no podrá escribir en ella. ¿Deseas continuar?`,
          work: () => close({ variables: { id: request.id } }),
          done: t`Solicitud cerrada.`,
        })
      }
    >
      <Trans>Cerrar solicitud</Trans>
    </Button>
  );
}
