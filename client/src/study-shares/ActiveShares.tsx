import LinkOff from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RevokeStudyShareDocument, StudySharesDocument } from '../gql/graphql';
import { useConfirmedAction } from '../shell/feedback/use-confirmed-action';
import { formatLabMoment } from '../shell/format/lab-time';
import { QueryState } from '../shell/QueryState';

/** The study's links still open: expiry, opens, who made it, and "Revocar" with confirmation. */
export function ActiveShares({ studyId }: { studyId: string }) {
  const { t } = useLingui();
  const confirmedAction = useConfirmedAction();
  const { data, loading, error, refetch } = useQuery(StudySharesDocument, {
    variables: { studyId },
    fetchPolicy: 'cache-and-network',
  });
  const [revoke] = useMutation(RevokeStudyShareDocument);
  if (!data) return <QueryState loading={loading} error={error} onRetry={() => void refetch()} />;
  const shares = data.studyShares;
  if (shares.length === 0)
    return (
      <Typography color="text.secondary">
        <Trans>No hay enlaces activos para este estudio.</Trans>
      </Typography>
    );
  const revokeShare = async (id: string) => {
    const done = await confirmedAction({
      title: t`Revocar enlace`,
      message: t`Quien tenga el enlace ya no podrá abrir el estudio, aunque lo tenga abierto ahora. ¿Deseas continuar?`,
      work: () => revoke({ variables: { id } }),
      done: t`Enlace revocado.`,
    });
    if (done) await refetch();
  };
  return (
    <List dense aria-label={t`Enlaces activos`}>
      {shares.map((share) => {
        const until = formatLabMoment(share.expiresAt);
        const opens = plural(share.opens, { one: 'Abierto # vez', other: 'Abierto # veces' });
        const details = [
          share.withPin ? t`Con PIN` : t`Sin PIN`,
          share.allowDownload ? t`Con descarga` : t`Sin descarga`,
          opens,
          share.createdByName ? t`Creado por ${share.createdByName}` : null,
        ].filter(Boolean);
        return (
          <ListItem
            key={share.id}
            divider
            secondaryAction={
              <Button
                color="error"
                size="small"
                startIcon={<LinkOff />}
                onClick={() => void revokeShare(share.id)}
                aria-label={t`Revocar el enlace que vence el ${until}`}
              >
                <Trans>Revocar</Trans>
              </Button>
            }
            sx={{ pr: 14 }}
          >
            <ListItemText primary={t`Vence el ${until}`} secondary={details.join(' · ')} />
          </ListItem>
        );
      })}
    </List>
  );
}
